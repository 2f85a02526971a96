import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


def get_db():
    conn = sqlite3.connect("catalog.db")
    conn.row_factory = sqlite3.Row
    return conn


@app.route("/products")
def product_lookup():
    name = request.args.get("name", "")
    category = request.args.get("category")
    if not name:
        abort(400)
    sql = "SELECT id, name, price FROM products WHERE name LIKE ?"
    params = [f"%{name}%"]
    if category:
        sql += " AND category = ?"
        params.append(category)
    with get_db() as conn:
        rows = conn.execute(sql, params).fetchall()
    return jsonify([dict(r) for r in rows])
