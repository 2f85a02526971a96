import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "orders.db"


def build_query(status, customer):
    base = "SELECT id, total, status FROM orders WHERE status = '%s'" % status
    if customer:
        base += f" AND customer_name LIKE '%{customer}%'"
    return base + " ORDER BY created_at DESC"


@app.route("/orders/search")
def search_orders():
    status = request.args.get("status", "open")
    customer = request.args.get("customer", "").strip()
    query = build_query(status, customer)
    with sqlite3.connect(DB_PATH) as conn:
        cursor = conn.cursor()
        cursor.execute(query)
        rows = cursor.fetchall()
    return jsonify([{"id": r[0], "total": r[1], "status": r[2]} for r in rows])
