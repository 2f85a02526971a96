import csv
import io

from flask import Flask, Response, request

app = Flask(__name__)
ROWS = [("month", "revenue"), ("2024-01", 1200), ("2024-02", 1350), ("2024-03", 990)]


def disposition(name):
    return 'attachment; filename="%s.csv"' % name


@app.route("/reports/revenue.csv")
def revenue_csv():
    label = request.args.get("filename", "revenue")
    buffer = io.StringIO()
    csv.writer(buffer).writerows(ROWS)
    resp = Response(buffer.getvalue(), mimetype="text/csv")
    resp.headers["Content-Disposition"] = disposition(label)
    return resp
