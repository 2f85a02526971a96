import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
app.config["DATABASE"] = "/var/lib/shop/orders.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


class OrderRepository:
    def __init__(self, conn):
        self.conn = conn

    def search(self, customer, status):
        sql = (
            "SELECT id, customer, total, status FROM orders "
            f"WHERE customer = '{customer}' AND status = '{status}' "
            "ORDER BY created_at DESC LIMIT 100"
        )
        cur = self.conn.cursor()
        cur.execute(sql)
        return [dict(row) for row in cur.fetchall()]


@app.route("/api/orders")
def list_orders():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    repo = OrderRepository(get_db())
    return jsonify(repo.search(customer, status))
