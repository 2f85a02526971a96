from flask import Flask, abort, jsonify, request
from marshmallow import Schema, ValidationError, fields, validate
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("postgresql+psycopg://inventory@localhost/inventory")


class ItemQuerySchema(Schema):
    warehouse = fields.Int(required=True)
    category = fields.Str(load_default=None)
    sort = fields.Str(load_default="name", validate=validate.Length(max=40))
    limit = fields.Int(load_default=50, validate=validate.Range(min=1, max=500))


class ItemCreateSchema(Schema):
    sku = fields.Str(required=True, validate=validate.Regexp(r"^[A-Z0-9-]{4,20}$"))
    name = fields.Str(required=True)
    warehouse = fields.Int(required=True)
    quantity = fields.Int(load_default=0)


query_schema = ItemQuerySchema()
create_schema = ItemCreateSchema()


@app.errorhandler(ValidationError)
def handle_validation(err):
    return jsonify(err.messages), 400


@app.get("/health")
def health():
    with engine.connect() as conn:
        conn.execute(text("SELECT 1"))
    return {"status": "ok"}


@app.get("/items")
def list_items():
    params = query_schema.load(request.args)
    sql = "SELECT sku, name, quantity FROM items WHERE warehouse_id = :wh"
    bind = {"wh": params["warehouse"], "lim": params["limit"]}
    if params["category"]:
        sql += " AND category = :cat"
        bind["cat"] = params["category"]
    sql += f" ORDER BY {params['sort']} LIMIT :lim"
    with engine.connect() as conn:
        rows = conn.execute(text(sql), bind).mappings().all()
    return jsonify([dict(r) for r in rows])


@app.post("/items")
def create_item():
    data = create_schema.load(request.get_json(force=True))
    with engine.begin() as conn:
        conn.execute(
            text("INSERT INTO items (sku, name, warehouse_id, quantity) VALUES (:sku, :name, :warehouse, :quantity)"),
            data,
        )
    return jsonify(data), 201


@app.get("/items/<sku>")
def get_item(sku):
    with engine.connect() as conn:
        row = conn.execute(text("SELECT sku, name, quantity FROM items WHERE sku = :sku"), {"sku": sku}).mappings().first()
    if row is None:
        abort(404)
    return jsonify(dict(row))
