from flask import Flask, make_response, request

app = Flask(__name__)
REPORTS = {}


@app.route("/reports/<int:report_id>/download")
def download_report(report_id):
    body = REPORTS.get(report_id, b"")
    name = request.args.get("as", "report-%d.csv" % report_id)
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/csv"
    resp.headers["Content-Disposition"] = 'attachment; filename="%s"' % name
    return resp
