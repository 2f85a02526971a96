import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/shop/orders.db"
SORTABLE = {"created_at", "total", "status"}


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.route("/orders/search")
def order_search():
    customer_id = request.args.get("customer_id", type=int)
    sort = request.args.get("sort", "created_at")
    direction = request.args.get("dir", "desc")
    if sort not in SORTABLE:
        return jsonify(error="unknown sort column"), 400
    query = (
        "SELECT id, total, status, created_at FROM orders "
        f"WHERE customer_id = ? ORDER BY {sort} {direction}"
    )
    rows = get_db().execute(query, (customer_id,)).fetchall()
    return jsonify([dict(r) for r in rows])
