import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_ROOT = "/srv/app/reports"


class ReportStore:
    def __init__(self, root):
        self.root = root

    def path_for(self, name, year):
        folder = os.path.join(self.root, str(year))
        return os.path.join(folder, name)

    def exists(self, path):
        return os.path.isfile(path)


store = ReportStore(REPORT_ROOT)


def requested_year():
    try:
        return int(request.args.get("year", "2024"))
    except ValueError:
        abort(400)


@app.route("/reports/download")
def download_report():
    name = request.args.get("name", "")
    path = store.path_for(name, requested_year())
    if not store.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
