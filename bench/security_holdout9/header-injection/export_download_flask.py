import csv
import io

from flask import Flask, Response, request

app = Flask(__name__)


def rows_for(report):
    return [("id", "value"), (1, report), (2, report.upper())]


@app.route("/export")
def export_csv():
    report = request.args.get("report", "summary")
    filename = request.args.get("filename") or report + ".csv"
    buf = io.StringIO()
    csv.writer(buf).writerows(rows_for(report))
    resp = Response(buf.getvalue(), mimetype="text/csv")
    resp.headers["Content-Disposition"] = "attachment; filename=%s" % filename
    return resp
