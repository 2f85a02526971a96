import csv
import io

from flask import Flask, Response, abort, request

app = Flask(__name__)


@app.route("/export/orders")
def export_orders():
    filename = request.args.get("filename", "orders.csv")
    if "\r" in filename or "\n" in filename or '"' in filename:
        abort(400)
    buf = io.StringIO()
    csv.writer(buf).writerows([["id", "total"], [1001, "19.99"], [1002, "5.00"]])
    resp = Response(buf.getvalue(), mimetype="text/csv")
    resp.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return resp
