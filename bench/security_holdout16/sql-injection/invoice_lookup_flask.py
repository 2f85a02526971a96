import re
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/billing/invoices.db"
COLUMN_RE = re.compile(r"[a-z_]+")


def order_clause(column, direction):
    if not COLUMN_RE.search(column):
        column = "issued_at"
    direction = "DESC" if direction == "desc" else "ASC"
    return f"ORDER BY {column} {direction}"


@app.route("/invoices")
def list_invoices():
    customer = request.args.get("customer", type=int, default=0)
    clause = order_clause(request.args.get("sort", "issued_at"), request.args.get("dir", "asc"))
    sql = "SELECT id, total, issued_at FROM invoices WHERE customer_id = ? " + clause
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(sql, (customer,)).fetchall()
    conn.close()
    return jsonify([dict(zip(("id", "total", "issued_at"), r)) for r in rows])
