import csv
import io

from flask import Flask, make_response, request

app = Flask(__name__)

ROWS = [("month", "revenue"), ("2024-01", 1200), ("2024-02", 1350)]


def build_csv():
    buf = io.StringIO()
    csv.writer(buf).writerows(ROWS)
    return buf.getvalue()


@app.route("/reports/download")
def download_report():
    name = request.args.get("filename", "report.csv")
    resp = make_response(build_csv())
    resp.headers["Content-Type"] = "text/csv"
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return resp
