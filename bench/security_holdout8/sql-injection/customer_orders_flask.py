import sqlite3

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
app.config["DATABASE"] = "orders.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/customers/<customer_id>/orders")
def customer_orders(customer_id):
    status = request.args.get("status")
    sql = "SELECT id, reference, total, status FROM orders WHERE customer_id = ?"
    params = [customer_id]
    if status:
        sql += " AND status = ?"
        params.append(status)
    rows = get_db().execute(sql, params).fetchall()
    if not rows:
        abort(404)
    return jsonify([dict(r) for r in rows])
