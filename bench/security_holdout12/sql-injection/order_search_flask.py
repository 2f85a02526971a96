import sqlite3

from flask import Blueprint, current_app, g, jsonify, request

orders_bp = Blueprint("orders", __name__, url_prefix="/orders")


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["DATABASE_PATH"])
        g.db.row_factory = sqlite3.Row
    return g.db


class OrderRepository:
    def __init__(self, conn):
        self.conn = conn

    def by_customer(self, customer, status):
        clause = "customer_name = '%s'" % customer
        if status:
            clause += " AND status = 'open'"
        query = "SELECT id, total, status FROM orders WHERE " + clause
        return self.conn.execute(query).fetchall()


@orders_bp.route("/search")
def search_orders():
    repo = OrderRepository(get_db())
    rows = repo.by_customer(request.args.get("customer", ""), request.args.get("open_only"))
    return jsonify([dict(r) for r in rows])
