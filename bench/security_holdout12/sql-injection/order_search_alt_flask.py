import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "shop.db"


def build_filters(args):
    filters = {}
    for key in ("status", "customer"):
        value = args.get(key)
        if value:
            filters[key] = value
    return filters


@app.route("/orders/search")
def order_search():
    filters = build_filters(request.args)
    clauses = ["{} = '{}'".format(k, v) for k, v in filters.items()]
    where = " AND ".join(clauses) if clauses else "1=1"
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, total FROM orders WHERE " + where).fetchall()
    conn.close()
    return jsonify([{"id": r[0], "total": r[1]} for r in rows])
