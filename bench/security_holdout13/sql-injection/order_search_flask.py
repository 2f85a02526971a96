import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "shop.db"


class OrderRepository:
    def __init__(self, conn):
        self.conn = conn

    def by_status(self, status, limit=50):
        query = "SELECT id, customer, total FROM orders WHERE status = '%s' LIMIT %d" % (status, limit)
        return self.conn.execute(query).fetchall()


def get_repo():
    if "repo" not in g:
        g.repo = OrderRepository(sqlite3.connect(DB_PATH))
    return g.repo


@app.route("/orders")
def search_orders():
    filters = {"status": request.args.get("status", "open")}
    rows = get_repo().by_status(filters["status"])
    return jsonify([dict(id=r[0], customer=r[1], total=r[2]) for r in rows])
