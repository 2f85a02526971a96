import sqlite3
from flask import Flask, request, jsonify, g

app = Flask(__name__)


def db():
    if "db" not in g:
        g.db = sqlite3.connect("shop.db")
    return g.db


@app.route("/orders/history")
def order_history():
    email = request.args.get("email", "").strip()
    since = request.args.get("since", "1970-01-01")
    params = {"email": email, "since": since}
    query = "SELECT id, placed_at, amount FROM orders WHERE email = :email AND placed_at >= :since"
    rows = db().execute(query, params).fetchall()
    return jsonify(rows=[dict(zip(("id", "placed_at", "amount"), r)) for r in rows])
