from flask import Blueprint, current_app, send_from_directory
from flask.views import MethodView
from flask_login import login_required


class ReportDownloadView(MethodView):
    decorators = [login_required]

    def get(self, year: int, name: str):
        directory = f"{current_app.config['REPORT_DIR']}/{year}"
        return send_from_directory(directory, name, as_attachment=True)


reports = Blueprint("reports", __name__)
reports.add_url_rule(
    "/reports/<int:year>/<path:name>",
    view_func=ReportDownloadView.as_view("report_download"),
)
