from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/export")
def export_csv():
    name = request.args.get("filename", "report")
    parts = [name, "csv"]
    filename = ".".join(parts)
    resp = make_response("id,amount\n1,10\n")
    resp.headers["Content-Disposition"] = "attachment; filename=" + filename
    resp.headers["Content-Type"] = "text/csv"
    return resp
