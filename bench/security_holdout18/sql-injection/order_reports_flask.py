from datetime import date

from flask import Flask, abort, jsonify, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("postgresql+psycopg://shop:shop@db/shop", pool_pre_ping=True)

ALLOWED_STATUS = {"pending", "paid", "shipped", "cancelled"}


def rows_to_dicts(result):
    return [dict(row._mapping) for row in result]


@app.get("/orders/<int:order_id>")
def order_detail(order_id: int):
    with engine.connect() as conn:
        row = conn.execute(
            text("SELECT id, customer, total, status FROM orders WHERE id = :id"),
            {"id": order_id},
        ).first()
    if row is None:
        abort(404)
    return jsonify(dict(row._mapping))


@app.get("/orders")
def list_orders():
    status = request.args.get("status", "paid")
    if status not in ALLOWED_STATUS:
        abort(400)
    with engine.connect() as conn:
        result = conn.execute(
            text("SELECT id, customer, total FROM orders WHERE status = :s LIMIT 100"),
            {"s": status},
        )
        return jsonify(rows_to_dicts(result))


class ReportQuery:
    def __init__(self, customer: str, since: str):
        self.customer = customer
        self.since = since or date.today().replace(day=1).isoformat()

    def sql(self) -> str:
        return (
            "SELECT customer, SUM(total) AS revenue, COUNT(*) AS n FROM orders "
            f"WHERE customer ILIKE '%{self.customer}%' AND created_at >= '{self.since}' "
            "GROUP BY customer ORDER BY revenue DESC"
        )


@app.get("/reports/revenue")
def revenue_report():
    query = ReportQuery(request.args.get("customer", ""), request.args.get("since", ""))
    with engine.connect() as conn:
        result = conn.execute(text(query.sql()))
        return jsonify(rows_to_dicts(result))


@app.get("/health")
def health():
    with engine.connect() as conn:
        conn.execute(text("SELECT 1"))
    return {"ok": True}
