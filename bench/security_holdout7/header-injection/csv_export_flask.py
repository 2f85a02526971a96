import csv
import io

from flask import Flask, Response, request

app = Flask(__name__)
ROWS = [("id", "name", "amount"), (1, "alpha", 10.5), (2, "beta", 7.25)]


@app.route("/export/csv")
def export_csv():
    filename = request.args.get("filename", "export.csv")
    if not filename.endswith(".csv"):
        filename += ".csv"
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerows(ROWS)
    resp = Response(buf.getvalue(), mimetype="text/csv")
    resp.headers["Content-Disposition"] = f"attachment; filename={filename}"
    return resp
