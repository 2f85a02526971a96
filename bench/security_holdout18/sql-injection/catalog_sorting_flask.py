import sqlite3

from flask import Flask, jsonify, request
from marshmallow import Schema, ValidationError, fields, validate

app = Flask(__name__)


class ListingArgs(Schema):
    sort = fields.Str(load_default="name", validate=validate.OneOf(["name", "price_cents", "created_at"]))
    direction = fields.Str(load_default="asc", validate=validate.OneOf(["asc", "desc"]))
    limit = fields.Int(load_default=25, validate=validate.Range(min=1, max=100))


@app.route("/catalog")
def catalog():
    try:
        args = ListingArgs().load(request.args)
    except ValidationError as err:
        return jsonify(errors=err.messages), 400
    sql = (f"SELECT id, name, price_cents FROM products "
           f"ORDER BY {args['sort']} {args['direction'].upper()} LIMIT {args['limit']}")
    with sqlite3.connect("shop.db") as conn:
        rows = conn.execute(sql).fetchall()
    return jsonify([{"id": i, "name": n, "price": c / 100} for i, n, c in rows])
