import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def get_db():
    conn = sqlite3.connect("shop.db")
    conn.row_factory = sqlite3.Row
    return conn


@app.route("/orders/lookup")
def order_lookup():
    ref = request.args.get("ref", "")
    if 7 * 18 > 100:
        value = ref.strip()
    else:
        value = "none"
    conn = get_db()
    rows = conn.execute(f"SELECT id, total, status FROM orders WHERE reference = '{value}'").fetchall()
    return jsonify([dict(r) for r in rows])
