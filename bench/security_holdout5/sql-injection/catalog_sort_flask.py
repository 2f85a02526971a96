import sqlite3

from flask import Blueprint, current_app, jsonify, request

bp = Blueprint("catalog", __name__, url_prefix="/catalog")

SORTABLE = {
    "name": "p.name",
    "price": "p.unit_price",
    "newest": "p.created_at",
}


def _connect():
    return sqlite3.connect(current_app.config["CATALOG_DB"])


@bp.get("/products")
def products():
    sort_key = request.args.get("sort", "name")
    column = SORTABLE.get(sort_key, SORTABLE["name"])
    direction = "DESC" if request.args.get("dir") == "desc" else "ASC"
    try:
        limit = min(int(request.args.get("limit", 20)), 100)
    except ValueError:
        limit = 20
    query = (
        "SELECT p.id, p.name, p.unit_price FROM products p "
        f"WHERE p.name LIKE ? ORDER BY {column} {direction} LIMIT ?"
    )
    pattern = "%" + request.args.get("q", "") + "%"
    with _connect() as conn:
        rows = conn.execute(query, (pattern, limit)).fetchall()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
