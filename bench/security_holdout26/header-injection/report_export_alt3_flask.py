import csv
import io

from flask import Flask, make_response, request

app = Flask(__name__)

ROWS = [("region", "revenue"), ("north", 1200), ("south", 980), ("west", 1430)]


def attachment_header(filename):
    return f'attachment; filename="{filename}"'


class CsvExport:
    def __init__(self, rows, filename):
        self.rows = rows
        self.filename = filename

    def render(self):
        buffer = io.StringIO()
        csv.writer(buffer).writerows(self.rows)
        return buffer.getvalue()

    def to_response(self):
        response = make_response(self.render())
        response.headers["Content-Type"] = "text/csv; charset=utf-8"
        response.headers["Content-Disposition"] = attachment_header(self.filename)
        return response


@app.get("/reports/export")
def export_report():
    filename = request.args.get("filename", "report.csv")
    return CsvExport(ROWS, filename).to_response()
