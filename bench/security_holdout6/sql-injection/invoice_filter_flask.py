from dataclasses import dataclass
from datetime import date
from typing import Optional

from flask import Blueprint, Flask, jsonify, request
from sqlalchemy import create_engine, text

SORTABLE_COLUMNS = {
    "date": "issued_on",
    "amount": "amount_due",
    "customer": "customer_name",
}
DEFAULT_PAGE_SIZE = 25

engine = create_engine("sqlite:///billing.db")
bp = Blueprint("invoices", __name__, url_prefix="/invoices")


@dataclass
class InvoiceQuery:
    status: str
    issued_after: Optional[date]
    sort: str
    page: int


def parse_query(args) -> InvoiceQuery:
    issued_after = args.get("after")
    return InvoiceQuery(
        status=args.get("status", "open"),
        issued_after=date.fromisoformat(issued_after) if issued_after else None,
        sort=SORTABLE_COLUMNS.get(args.get("sort", "date"), "issued_on"),
        page=max(int(args.get("page", 1)), 1),
    )


class InvoiceRepository:
    def __init__(self, bind):
        self.bind = bind

    def list(self, q: InvoiceQuery):
        sql = (
            "SELECT id, customer_name, amount_due, issued_on, status FROM invoices "
            "WHERE status = :status "
        )
        params = {
            "status": q.status,
            "limit": DEFAULT_PAGE_SIZE,
            "offset": (q.page - 1) * DEFAULT_PAGE_SIZE,
        }
        if q.issued_after is not None:
            sql += "AND issued_on >= :after "
            params["after"] = q.issued_after
        sql += f"ORDER BY {q.sort} DESC LIMIT :limit OFFSET :offset"
        with self.bind.connect() as conn:
            rows = conn.execute(text(sql), params)
            return [dict(r._mapping) for r in rows]


@bp.route("", methods=["GET"])
def list_invoices():
    try:
        q = parse_query(request.args)
    except ValueError:
        return jsonify(error="bad query"), 400
    return jsonify(InvoiceRepository(engine).list(q))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
