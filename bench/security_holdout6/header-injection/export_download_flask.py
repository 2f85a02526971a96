from flask import Flask, abort, make_response, request

app = Flask(__name__)

EXPORTS = {1: "id,name\n1,alpha\n", 2: "id,name\n2,beta\n"}


@app.route("/exports/<int:export_id>/download")
def download_export(export_id):
    if export_id not in EXPORTS:
        abort(404)
    name = request.args.get("name", f"export-{export_id}.csv")
    if "\r" in name or "\n" in name or '"' in name:
        abort(400)
    resp = make_response(EXPORTS[export_id])
    resp.headers["Content-Type"] = "text/csv"
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return resp
