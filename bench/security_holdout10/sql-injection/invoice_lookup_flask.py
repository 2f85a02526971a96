import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
DB_PATH = "billing.db"


def build_query(customer, status):
    base = "SELECT id, total, issued_at FROM invoices WHERE customer_id = '%s'" % customer
    if status:
        base += " AND status = '" + status + "'"
    return base


@app.route("/invoices")
def list_invoices():
    customer = request.args.get("customer", "")
    status = request.args.get("status")
    sql = build_query(customer, status)
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(sql).fetchall()
    conn.close()
    return jsonify([{"id": r[0], "total": r[1], "issued": r[2]} for r in rows])
