from flask import Flask, abort, make_response, request

app = Flask(__name__)
REPORTS = {"q1": "region,total\nemea,100\n", "q2": "region,total\nemea,140\n"}


@app.route("/reports/<report_id>.csv")
def download_report(report_id):
    content = REPORTS.get(report_id)
    if content is None:
        abort(404)
    label = request.args.get("label", report_id)
    if "\r" in label or "\n" in label or '"' in label:
        abort(400)
    resp = make_response(content)
    resp.headers["Content-Type"] = "text/csv"
    resp.headers["Content-Disposition"] = f'attachment; filename="{label}.csv"'
    return resp
