import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)


def db():
    if "db" not in g:
        g.db = sqlite3.connect("shop.db")
    return g.db


@app.route("/orders")
def customer_orders():
    params = {
        "email": request.args.get("email", ""),
        "status": request.args.get("status", "open"),
    }
    query = "SELECT id, amount FROM orders WHERE email = :email AND status = :status"
    rows = db().execute(query, params).fetchall()
    return jsonify([{"id": r[0], "amount": r[1]} for r in rows])
