import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "shop.db"


@app.route("/customers/<int:customer_id>/orders")
def customer_orders(customer_id):
    status = request.args.get("status", "open")
    conn = sqlite3.connect(DB_PATH)
    try:
        cur = conn.execute(
            "SELECT id, placed_at, total FROM orders WHERE customer_id = ? AND status = ?",
            (customer_id, status),
        )
        rows = cur.fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "placed_at": r[1], "total": r[2]} for r in rows])
