import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)


def db():
    if "db" not in g:
        g.db = sqlite3.connect("shop.db")
    return g.db


@app.route("/orders")
def user_orders():
    email = request.args.get("email", "")
    status = request.args.get("status")
    sql = "SELECT id, total FROM orders WHERE customer_email = ?"
    args = [email]
    if status:
        sql += " AND status = ?"
        args.append(status)
    cur = db().execute(sql, args)
    return jsonify([dict(id=r[0], total=r[1]) for r in cur.fetchall()])
