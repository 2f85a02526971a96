import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_DIR = "/srv/app/reports"


def report_path(name, fmt):
    filename = f"{name}.{fmt}" if fmt else name
    return os.path.join(REPORT_DIR, filename)


@app.route("/reports/download")
def download():
    name = request.args.get("name", "")
    fmt = request.args.get("format", "")
    if not name:
        abort(400)
    path = report_path(name, fmt)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
