import csv
import io

from flask import Flask, Response, request

app = Flask(__name__)


def export_rows():
    return [("id", "name"), (1, "alpha"), (2, "beta")]


@app.route("/export")
def export_csv():
    label = request.args.get("label", "export")
    buf = io.StringIO()
    csv.writer(buf).writerows(export_rows())
    resp = Response(buf.getvalue(), mimetype="text/csv")
    resp.headers["Content-Disposition"] = "attachment; filename=%s.csv" % label
    return resp
