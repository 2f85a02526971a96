import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def pick(values, idx):
    return values[idx]


@app.route("/customers/filter")
def customer_filter():
    param = request.args.get("city", "")
    items = ["prefix", param, "suffix"]
    bar = pick(items, 1)
    sql = "SELECT id, name FROM customers WHERE city = ?"
    conn = sqlite3.connect("shop.db")
    rows = conn.execute(sql, (bar,)).fetchall()
    conn.close()
    return jsonify(rows)
