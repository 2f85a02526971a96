import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


class ReportRef:
    def __init__(self, year, name):
        self.year = year
        self.name = name

    @property
    def path(self):
        return os.path.join(REPORT_DIR, self.year, self.name)


@app.route("/reports/download")
def report_download():
    ref = ReportRef(request.args.get("year", "2024"), request.args.get("file", ""))
    if not ref.name:
        abort(400)
    return send_file(ref.path)
