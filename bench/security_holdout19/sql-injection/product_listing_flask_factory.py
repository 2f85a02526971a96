import sqlite3

from flask import Blueprint, Flask, abort, current_app, g, jsonify, request

catalog = Blueprint("catalog", __name__)

SORT_COLUMNS = {
    "name": "p.name",
    "price": "p.price_cents",
    "newest": "p.created_at",
    "rating": "p.avg_rating",
}
DIRECTIONS = {"asc": "ASC", "desc": "DESC"}


def db():
    if "conn" not in g:
        g.conn = sqlite3.connect(current_app.config["CATALOG_DB"])
        g.conn.row_factory = sqlite3.Row
    return g.conn


@catalog.get("/products")
def list_products():
    sort_key = request.args.get("sort", "name")
    direction = request.args.get("dir", "asc").lower()
    category = request.args.get("category")

    column = SORT_COLUMNS.get(sort_key)
    order = DIRECTIONS.get(direction)
    if column is None or order is None:
        abort(400, description="unsupported sort")

    sql = "SELECT p.id, p.name, p.price_cents FROM products p"
    params = []
    if category:
        sql += " WHERE p.category = ?"
        params.append(category)
    sql += f" ORDER BY {column} {order} LIMIT 50"

    rows = db().execute(sql, params).fetchall()
    return jsonify([dict(r) for r in rows])


@catalog.get("/products/<int:product_id>")
def product_detail(product_id):
    row = db().execute(
        "SELECT id, name, description, price_cents FROM products WHERE id = ?",
        (product_id,),
    ).fetchone()
    if row is None:
        abort(404)
    return jsonify(dict(row))


def create_app(test_config=None):
    app = Flask(__name__)
    app.config.from_mapping(CATALOG_DB="catalog.sqlite3")
    if test_config:
        app.config.update(test_config)
    app.register_blueprint(catalog)

    @app.teardown_appcontext
    def _close(exc):
        conn = g.pop("conn", None)
        if conn is not None:
            conn.close()

    return app
