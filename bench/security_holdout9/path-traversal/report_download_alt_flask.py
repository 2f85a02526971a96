import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


def report_path(year, name):
    folder = os.path.join(REPORT_DIR, str(year))
    return os.path.join(folder, name)


@app.route("/reports/download")
def download_report():
    name = request.args.get("file")
    year = request.args.get("year", "2024")
    if not name:
        abort(400)
    path = report_path(year, name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
