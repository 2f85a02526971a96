import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/shop/orders.db"


def _name_clause(customer):
    return "customer_name LIKE '%" + customer + "%'"


def _build_query(customer):
    return "SELECT id, customer_name, total FROM orders WHERE " + _name_clause(customer)


@app.route("/orders/search")
def search_orders():
    customer = request.args.get("customer", "")
    sql = _build_query(customer)
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute(sql).fetchall()
    finally:
        conn.close()
    return jsonify([{"id": r[0], "customer": r[1], "total": r[2]} for r in rows])
