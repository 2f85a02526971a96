import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_DIR = os.path.realpath("/var/app/reports")


@app.route("/reports/download")
def download_report():
    requested = request.args.get("name", "")
    filename = os.path.basename(requested)
    path = os.path.realpath(os.path.join(REPORT_DIR, filename))
    if not filename or os.path.commonpath([REPORT_DIR, path]) != REPORT_DIR:
        abort(400)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True, download_name=filename)
