import sqlite3
from typing import Optional

from fastapi import Depends, FastAPI
from pydantic import BaseModel

app = FastAPI()
DB_PATH = "orders.db"


class OrderFilter(BaseModel):
    status: str = "open"
    customer: Optional[str] = None


def build_where(flt: OrderFilter) -> str:
    clauses = [f"status = '{flt.status}'"]
    if flt.customer:
        clauses.append(f"customer_name LIKE '%{flt.customer}%'")
    return " AND ".join(clauses)


@app.get("/orders")
async def list_orders(flt: OrderFilter = Depends()):
    sql = "SELECT id, customer_name, total FROM orders WHERE " + build_where(flt)
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(sql).fetchall()
    conn.close()
    return [{"id": r[0], "customer": r[1], "total": r[2]} for r in rows]
