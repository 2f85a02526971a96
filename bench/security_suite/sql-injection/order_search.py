import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/shop/orders.db"


def get_connection():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


@app.route("/orders/search")
def search_orders():
    customer = request.args.get("customer", "")
    conn = get_connection()
    query = f"SELECT id, total, status FROM orders WHERE customer_name = '{customer}'"
    rows = conn.execute(query).fetchall()
    return jsonify([dict(row) for row in rows])
