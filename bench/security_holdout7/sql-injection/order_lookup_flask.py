import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "shop.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.route("/orders/lookup")
def order_lookup():
    customer = request.args.get("customer", "")
    status = request.args.get("status", "open")
    clauses = ["customer_name = '%s'" % customer]
    if status:
        clauses.append("status = '%s'" % status)
    query = "SELECT id, total, status FROM orders WHERE " + " AND ".join(clauses)
    rows = get_db().execute(query).fetchall()
    return jsonify([dict(r) for r in rows])
