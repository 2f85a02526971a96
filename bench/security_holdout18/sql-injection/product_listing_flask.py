import re
import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
COLUMN_RE = re.compile(r"[a-z_]+")


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("shop.db")
    return g.db


@app.route("/products")
def list_products():
    sort = request.args.get("sort", "name")
    direction = "DESC" if request.args.get("desc") == "1" else "ASC"
    if not COLUMN_RE.match(sort):
        return jsonify(error="bad sort column"), 400
    sql = f"SELECT id, name, price FROM products ORDER BY {sort} {direction}"
    rows = get_db().execute(sql).fetchall()
    return jsonify([dict(zip(("id", "name", "price"), r)) for r in rows])
