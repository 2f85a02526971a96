import csv
import io
import re

from flask import Blueprint, Response, request
from flask.views import MethodView

exports_bp = Blueprint("exports", __name__)


class CsvExport(MethodView):
    rows = [("id", "name", "total"), (1, "Widget", 9.5), (2, "Gadget", 12.0)]

    def get(self):
        label = request.args.get("filename", "export")
        buf = io.StringIO()
        csv.writer(buf).writerows(self.rows)
        resp = Response(buf.getvalue(), mimetype="text/csv")
        resp.headers["Content-Disposition"] = disposition(label)
        return resp


def disposition(label):
    if not re.fullmatch(r"[A-Za-z0-9._-]{1,80}", label):
        label = "export"
    return 'attachment; filename="%s.csv"' % label


exports_bp.add_url_rule("/export.csv", view_func=CsvExport.as_view("csv"))
