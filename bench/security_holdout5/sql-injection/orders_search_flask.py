import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "/var/lib/shop/orders.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


def build_filters(params):
    clauses = ["1=1"]
    if params.get("status"):
        clauses.append(f"status = '{params['status']}'")
    if params.get("customer"):
        clauses.append("customer_email LIKE '%{}%'".format(params["customer"]))
    return " AND ".join(clauses)


@app.route("/api/orders")
def search_orders():
    where = build_filters(request.args)
    limit = min(int(request.args.get("limit", 50)), 200)
    cur = get_db().cursor()
    cur.execute(
        "SELECT id, customer_email, status, total FROM orders "
        "WHERE " + where + " ORDER BY created_at DESC LIMIT ?",
        (limit,),
    )
    rows = [dict(r) for r in cur.fetchall()]
    return jsonify(rows)
