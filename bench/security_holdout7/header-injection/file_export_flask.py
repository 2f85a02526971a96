import csv
import io

from flask import Flask, Response, request

app = Flask(__name__)
ROWS = [("id", "name", "amount"), (1, "Widget", 9.5), (2, "Gadget", 12.0)]


@app.route("/export")
def file_export():
    name = request.args.get("filename", "export")
    fmt = request.args.get("format", "csv")
    buf = io.StringIO()
    csv.writer(buf).writerows(ROWS)
    response = Response(buf.getvalue(), mimetype="text/csv")
    disposition = f"attachment; filename={name}.{fmt}"
    response.headers["Content-Disposition"] = disposition
    return response
