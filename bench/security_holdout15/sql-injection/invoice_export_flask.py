import csv
import io
import sqlite3

from flask import Flask, Response, request

app = Flask(__name__)
DB_PATH = "billing.db"


@app.route("/invoices/export")
def export_invoices():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    filters = {"customer": customer.strip(), "status": status}
    where = "customer_code = '{customer}' AND status = '{status}'".format(**filters)
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, total, issued_at FROM invoices WHERE " + where).fetchall()
    conn.close()
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "total", "issued_at"])
    writer.writerows(rows)
    return Response(buf.getvalue(), mimetype="text/csv")
