import csv
import io

from flask import Flask, make_response, request
from werkzeug.utils import secure_filename

from .reports import load_rows

app = Flask(__name__)


@app.get("/reports/<int:report_id>/export")
def export_report(report_id):
    rows = load_rows(report_id)
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["date", "metric", "value"])
    writer.writerows(rows)
    filename = secure_filename(request.args.get("name", "")) or f"report-{report_id}"
    resp = make_response(buf.getvalue())
    resp.mimetype = "text/csv"
    resp.headers.set("Content-Disposition", "attachment", filename=f"{filename}.csv")
    return resp
