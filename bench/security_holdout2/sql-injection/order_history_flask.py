import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
app.config["DATABASE"] = "/var/lib/shop/orders.db"


def db():
    conn = getattr(g, "_conn", None)
    if conn is None:
        conn = g._conn = sqlite3.connect(app.config["DATABASE"])
        conn.row_factory = sqlite3.Row
    return conn


@app.route("/orders/history")
def order_history():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    sql = (
        "SELECT id, customer, total, status FROM orders "
        "WHERE customer LIKE ? AND status = ? "
        "ORDER BY created_at DESC"
    )
    cur = db().execute(sql, (f"%{customer}%", status))
    return jsonify([dict(r) for r in cur.fetchall()])
