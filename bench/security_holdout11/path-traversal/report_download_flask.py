import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_DIR = "/srv/app/reports"


def resolve_report(year, name):
    folder = os.path.join(REPORT_DIR, year)
    return os.path.join(folder, name)


@app.route("/reports/download")
def download():
    year = request.args.get("year", "2024")
    name = request.args.get("file")
    if not name:
        abort(400)
    if not name.endswith(".pdf"):
        name = name + ".pdf"
    path = resolve_report(year, name)
    return send_file(path, as_attachment=True)
