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
    reference = request.args.get("ref", "")
    cur = get_db().cursor()
    cur.execute(f"SELECT id, reference, total, status FROM orders WHERE reference = '{reference}'")
    rows = [dict(r) for r in cur.fetchall()]
    return jsonify(rows)


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()
