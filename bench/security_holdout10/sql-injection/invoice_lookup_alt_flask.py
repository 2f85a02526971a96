import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


def get_db():
    conn = sqlite3.connect("billing.db")
    conn.row_factory = sqlite3.Row
    return conn


@app.route("/invoices/search")
def search_invoices():
    filters = {"customer": request.args.get("customer", ""), "status": "open"}
    where = "customer_name = '%s' AND status = '%s'" % (filters["customer"], filters["status"])
    sql = "SELECT id, total, due_date FROM invoices WHERE " + where
    conn = get_db()
    rows = conn.execute(sql).fetchall()
    conn.close()
    return jsonify([dict(r) for r in rows])
