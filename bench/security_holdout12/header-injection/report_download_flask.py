import re

from flask import Blueprint, Response, request

reports_bp = Blueprint("reports", __name__, url_prefix="/reports")
CONTROL = re.compile(r"[\r\n\x00]")


class ReportService:
    def render_csv(self, period):
        return "period,total\n%s,0\n" % period


def disposition(filename):
    clean = CONTROL.sub("", filename or "report").replace('"', "")
    return 'attachment; filename="%s.csv"' % clean


@reports_bp.get("/export")
def export():
    body = ReportService().render_csv(request.args.get("period", "2024-Q1"))
    resp = Response(body, mimetype="text/csv")
    resp.headers["Content-Disposition"] = disposition(request.args.get("filename", ""))
    return resp
