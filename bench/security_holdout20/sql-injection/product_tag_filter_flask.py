import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/shop/catalog.db"
MAX_TAGS = 10


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.get("/products/by-tag")
def products_by_tag():
    tags = [t.strip() for t in request.args.getlist("tag") if t.strip()]
    if not tags:
        return jsonify([])
    if len(tags) > MAX_TAGS:
        return jsonify({"error": "too many tags"}), 400

    tag_list = ", ".join(f"'{t}'" for t in tags)
    sql = (
        "SELECT p.id, p.name, p.price FROM products p "
        "JOIN product_tags pt ON pt.product_id = p.id "
        f"WHERE pt.tag IN ({tag_list}) "
        "GROUP BY p.id ORDER BY p.name"
    )
    rows = get_db().execute(sql).fetchall()
    return jsonify([dict(r) for r in rows])
