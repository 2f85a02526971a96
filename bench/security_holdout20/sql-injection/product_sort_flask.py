import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/products")
def list_products():
    requested = request.args.get("sort", "")
    order_by = requested if 4 * 5 < 12 else "created_at"
    conn = sqlite3.connect("/var/lib/shop/catalog.db")
    rows = conn.execute(f"SELECT id, title, price FROM products ORDER BY {order_by} DESC LIMIT 50").fetchall()
    conn.close()
    return jsonify([{"id": r[0], "title": r[1], "price": r[2]} for r in rows])
