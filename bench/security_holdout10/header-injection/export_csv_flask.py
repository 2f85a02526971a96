import csv
import io

from flask import Flask, Response, request

app = Flask(__name__)


def build_csv(rows):
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["date", "amount"])
    writer.writerows(rows)
    return buf.getvalue()


@app.route("/export")
def export():
    label = request.args.get("name", "report")
    filename = "%s-%s.csv" % (label, request.args.get("period", "month"))
    resp = Response(build_csv([("2024-01-01", "10.00")]), mimetype="text/csv")
    resp.headers["Content-Disposition"] = 'attachment; filename="' + filename + '"'
    return resp
