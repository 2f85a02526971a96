import csv
import io

from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/export/contacts")
def export_contacts():
    filename = request.args.get("filename", "contacts.csv")
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["name", "email"])
    writer.writerow(["Ada Lovelace", "ada@example.com"])
    resp = Response(buf.getvalue(), mimetype="text/csv")
    resp.headers["Content-Disposition"] = f"attachment; filename={filename}"
    return resp
