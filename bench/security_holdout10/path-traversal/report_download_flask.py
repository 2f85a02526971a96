import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


def report_location(year, name):
    folder = os.path.join(REPORT_DIR, year)
    return os.path.join(folder, name)


@app.route("/reports/<year>")
def download_report(year):
    name = request.args.get("file")
    if not name:
        abort(400)
    if not name.endswith(".pdf"):
        name = name + ".pdf"
    path = report_location(year, name)
    return send_file(path, mimetype="application/pdf")
