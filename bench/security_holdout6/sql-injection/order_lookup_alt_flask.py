import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "shop.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/orders/lookup")
def order_lookup():
    reference = request.args.get("ref", "")
    cur = get_db().cursor()
    cur.execute(f"SELECT id, status, total FROM orders WHERE reference = '{reference}'")
    row = cur.fetchone()
    if row is None:
        return jsonify({"error": "not found"}), 404
    return jsonify(dict(row))
