from datetime import date
from typing import Optional

from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Connection

engine = create_engine("postgresql+psycopg2://billing@db/billing", pool_pre_ping=True)
app = FastAPI()


def get_conn():
    with engine.connect() as conn:
        yield conn


@app.get("/invoices")
def list_invoices(
    customer: str = Query(..., max_length=64),
    issued_after: Optional[date] = None,
    conn: Connection = Depends(get_conn),
):
    sql = "SELECT number, amount, issued_on FROM invoices WHERE customer_ref = :customer"
    params = {"customer": customer}
    if issued_after is not None:
        sql += " AND issued_on >= :after"
        params["after"] = issued_after
    result = conn.execute(text(sql + " ORDER BY issued_on DESC LIMIT 100"), params)
    return [dict(row._mapping) for row in result]
