from decimal import Decimal

from flask import Flask, abort, jsonify, request
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session

app = Flask(__name__)
engine = create_engine("postgresql+psycopg://inventory@db/inventory", pool_pre_ping=True)

LOW_STOCK_SQL = text(
    "SELECT sku, name, quantity FROM stock_items "
    "WHERE warehouse = :warehouse AND quantity < :threshold ORDER BY quantity"
)


def serialize(row) -> dict:
    return {"sku": row.sku, "name": row.name, "quantity": row.quantity}


@app.get("/stock/<sku>")
def stock_item(sku: str):
    with Session(engine) as session:
        row = session.execute(
            text("SELECT sku, name, quantity FROM stock_items WHERE sku = :sku"), {"sku": sku}
        ).first()
    if row is None:
        abort(404)
    return jsonify(serialize(row))


@app.get("/stock/search")
def stock_search():
    warehouse = request.args.get("warehouse", "main")
    keyword = request.args.get("q", "").strip()
    params = {"warehouse": warehouse, "kw": f"%{keyword}%"}
    stmt = text("SELECT sku, name, quantity FROM stock_items WHERE warehouse = :warehouse AND name ILIKE :kw")
    with Session(engine) as session:
        rows = session.execute(stmt, params).all()
    return jsonify([serialize(r) for r in rows])


@app.get("/stock/low")
def low_stock():
    threshold = request.args.get("threshold", type=int, default=5)
    warehouse = request.args.get("warehouse", "main")
    with Session(engine) as session:
        rows = session.execute(LOW_STOCK_SQL, {"warehouse": warehouse, "threshold": threshold}).all()
    return jsonify([serialize(r) for r in rows])


@app.post("/stock/<sku>/adjust")
def adjust_stock(sku: str):
    payload = request.get_json(force=True)
    delta = int(payload.get("delta", 0))
    unit_cost = Decimal(str(payload.get("unit_cost", "0")))
    with Session(engine) as session, session.begin():
        session.execute(
            text("UPDATE stock_items SET quantity = quantity + :d, last_cost = :c WHERE sku = :sku"),
            {"d": delta, "c": unit_cost, "sku": sku},
        )
    return jsonify({"sku": sku, "delta": delta})
