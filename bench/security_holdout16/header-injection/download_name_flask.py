from flask import Flask, Response, abort, request

from .storage import read_report

app = Flask(__name__)


@app.get("/reports/<int:report_id>/download")
def download_report(report_id: int):
    data = read_report(report_id)
    if data is None:
        abort(404)
    label = request.args.get("name", f"report-{report_id}")
    fmt = request.args.get("format", "csv")
    resp = Response(data, mimetype="text/csv" if fmt == "csv" else "application/octet-stream")
    resp.headers["Content-Disposition"] = f"attachment; filename={label}.{fmt}"
    return resp
