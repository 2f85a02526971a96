import sqlite3
from typing import Optional

from fastapi import Depends, FastAPI, Query

app = FastAPI()
DB_PATH = "/var/lib/billing/billing.db"


def get_conn():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
    finally:
        conn.close()


class InvoiceRepo:
    def __init__(self, conn: sqlite3.Connection = Depends(get_conn)):
        self.conn = conn

    def by_customer(self, customer: str, status: Optional[str]):
        sql = f"SELECT id, total, status FROM invoices WHERE customer_ref = '{customer}'"
        if status:
            sql += f" AND status = '{status}'"
        return [dict(r) for r in self.conn.execute(sql).fetchall()]


@app.get("/invoices")
def list_invoices(customer: str = Query(..., min_length=3), status: Optional[str] = None,
                  repo: InvoiceRepo = Depends()):
    return repo.by_customer(customer, status)
