import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "shop.db"


@app.route("/orders/search")
def search_orders():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    filters = [f"customer_name LIKE '%{customer}%'"]
    if status in ("open", "shipped", "cancelled"):
        filters.append(f"status = '{status}'")
    where = " AND ".join(filters)
    query = "SELECT id, customer_name, total, status FROM orders WHERE " + where
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute(query).fetchall()
    finally:
        conn.close()
    return jsonify([
        {"id": r[0], "customer": r[1], "total": r[2], "status": r[3]} for r in rows
    ])
