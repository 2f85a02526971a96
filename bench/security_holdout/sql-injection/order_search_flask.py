import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/shop/orders.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.route("/orders/search")
def search_orders():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    cur = get_db().cursor()
    cur.execute(f"SELECT id, total, created_at FROM orders WHERE customer_name LIKE '%{customer}%' AND status = '{status}'")
    rows = [dict(r) for r in cur.fetchall()]
    return jsonify(rows)
