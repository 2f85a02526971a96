from datetime import date

from flask import Blueprint, abort, current_app, jsonify, request
from sqlalchemy import Column, Date, Integer, MetaData, Numeric, String, Table, and_, func, select

from app.extensions import db

bp = Blueprint("ledger", __name__, url_prefix="/ledger")

metadata = MetaData()
entries = Table(
    "ledger_entries",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("account", String(32), nullable=False),
    Column("memo", String(255)),
    Column("amount", Numeric(12, 2), nullable=False),
    Column("booked_on", Date, nullable=False),
)


class LedgerService:
    def __init__(self, connection):
        self.connection = connection

    def entries_for(self, account: str, start: date | None, memo: str | None) -> list[dict]:
        conditions = [entries.c.account == account]
        if start is not None:
            conditions.append(entries.c.booked_on >= start)
        if memo:
            conditions.append(entries.c.memo.ilike(f"%{memo}%"))
        stmt = select(entries).where(and_(*conditions)).order_by(entries.c.booked_on.desc())
        rows = self.connection.execute(stmt).mappings().all()
        return [{**dict(r), "amount": str(r["amount"]), "booked_on": r["booked_on"].isoformat()} for r in rows]

    def balance(self, account: str):
        stmt = select(func.coalesce(func.sum(entries.c.amount), 0)).where(entries.c.account == account)
        return self.connection.execute(stmt).scalar_one()


@bp.get("/<account>/entries")
def list_entries(account):
    start_raw = request.args.get("from")
    try:
        start = date.fromisoformat(start_raw) if start_raw else None
    except ValueError:
        abort(400)
    with db.engine.connect() as conn:
        data = LedgerService(conn).entries_for(account, start, request.args.get("memo"))
    return jsonify(data)


@bp.get("/<account>/balance")
def balance(account):
    with db.engine.connect() as conn:
        total = LedgerService(conn).balance(account)
    currency = current_app.config.get("LEDGER_CURRENCY", "EUR")
    return jsonify({"account": account, "balance": str(total), "currency": currency})
