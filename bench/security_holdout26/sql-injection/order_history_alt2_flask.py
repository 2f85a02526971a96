import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "orders.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


def build_filters(customer, status):
    clauses = ["customer_name = ?"]
    params = [customer]
    if status:
        clauses.append("status = ?")
        params.append(status)
    return " AND ".join(clauses), params


class OrderRepository:
    def __init__(self, conn):
        self.conn = conn

    def history(self, customer, status):
        where, params = build_filters(customer, status)
        sql = "SELECT id, customer_name, total, status FROM orders WHERE " + where
        cur = self.conn.cursor()
        cur.execute(sql, params)
        return [dict(row) for row in cur.fetchall()]


@app.route("/orders/history")
def order_history():
    repo = OrderRepository(get_db())
    rows = repo.history(request.args.get("customer", ""), request.args.get("status"))
    return jsonify(orders=rows, count=len(rows))


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()
