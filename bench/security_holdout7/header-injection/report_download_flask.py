import re

from flask import Flask, Response, abort, request

app = Flask(__name__)
FILENAME_RE = re.compile(r"[\w.-]{1,80}")


@app.route("/reports/<int:report_id>/download")
def download_report(report_id):
    requested = request.args.get("name", f"report-{report_id}.txt")
    if not FILENAME_RE.fullmatch(requested):
        abort(400)
    content = f"Report {report_id}\nGenerated on request.\n"
    resp = Response(content, mimetype="text/plain")
    resp.headers["Content-Disposition"] = f'attachment; filename="{requested}"'
    return resp
