import os

from flask import Blueprint, Response, current_app, request

reports_bp = Blueprint("reports", __name__)


class ReportStorage:
    def __init__(self, root):
        self.root = root

    def locate(self, year, name):
        folder = os.path.join(self.root, str(year))
        return os.path.join(folder, name)

    def read(self, year, name):
        with open(self.locate(year, name), "rb") as fh:
            return fh.read()


@reports_bp.route("/reports/download")
def download():
    storage = ReportStorage(current_app.config["REPORT_ROOT"])
    year = request.args.get("year", "2024")
    name = request.args.get("file", "summary.pdf")
    data = storage.read(year, name)
    return Response(data, mimetype="application/octet-stream")
