import re

from flask import Flask, abort, make_response

from reports import build_pdf

app = Flask(__name__)
FILENAME_CHARS = re.compile(r"[^A-Za-z0-9._-]+")


@app.route("/reports/<int:report_id>/download/<path:title>")
def download_report(report_id, title):
    pdf = build_pdf(report_id)
    if pdf is None:
        abort(404)
    fname = FILENAME_CHARS.sub("_", title)[:80].strip("._") or f"report-{report_id}"
    resp = make_response(pdf)
    resp.headers["Content-Type"] = "application/pdf"
    resp.headers["Content-Disposition"] = f'attachment; filename="{fname}.pdf"'
    return resp
