import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "/var/lib/shop/orders.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/orders/search")
def search_orders():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    query = (
        "SELECT id, customer, total, status FROM orders "
        f"WHERE customer LIKE '%{customer}%' AND status = '{status}' "
        "ORDER BY created_at DESC"
    )
    rows = get_db().execute(query).fetchall()
    return jsonify([dict(r) for r in rows])
