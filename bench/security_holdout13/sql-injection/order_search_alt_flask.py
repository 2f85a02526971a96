import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def pick(values, idx):
    return values[idx]


@app.route("/orders/search")
def order_search():
    param = request.args.get("customer", "")
    items = ["prefix", param, "suffix"]
    bar = pick(items, 1)
    sql = "SELECT id, total FROM orders WHERE customer = '" + bar + "'"
    conn = sqlite3.connect("shop.db")
    rows = conn.execute(sql).fetchall()
    conn.close()
    return jsonify(rows)
