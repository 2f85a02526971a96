import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)

SORTABLE = {"name": "p.name", "price": "p.price_cents", "newest": "p.created_at"}


def db():
    if "db" not in g:
        g.db = sqlite3.connect(app.config.get("CATALOG_DB", "catalog.db"))
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


@app.route("/products")
def products():
    term = request.args.get("q", "")
    column = SORTABLE.get(request.args.get("sort"), "p.name")
    direction = "DESC" if request.args.get("dir") == "desc" else "ASC"
    sql = f"SELECT p.id, p.name, p.price_cents FROM product p WHERE p.name LIKE ? ORDER BY {column} {direction}"
    rows = db().execute(sql, (f"%{term}%",)).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2] / 100} for r in rows])
