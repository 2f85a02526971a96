import sqlite3
from contextlib import closing
from datetime import date
from typing import Literal

from fastapi import Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel

app = FastAPI()
DB_PATH = "reports.db"


def get_conn():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
    finally:
        conn.close()


class Summary(BaseModel):
    region: str
    orders: int
    revenue: float


def fetch(conn, sql, params=()):
    with closing(conn.cursor()) as cur:
        cur.execute(sql, params)
        return [dict(row) for row in cur.fetchall()]


@app.get("/reports/daily")
def daily(day: date, conn=Depends(get_conn)):
    return fetch(conn, "SELECT region, COUNT(*) AS orders, SUM(total) AS revenue "
                       "FROM orders WHERE day = ? GROUP BY region", (day.isoformat(),))


@app.get("/reports/region", response_model=list[Summary])
def by_region(region: Literal["emea", "apac", "amer"], conn=Depends(get_conn)):
    return fetch(conn, "SELECT region, COUNT(*) AS orders, SUM(total) AS revenue "
                       "FROM orders WHERE region = ? GROUP BY region", (region,))


@app.get("/reports/customers")
def customers(name: str = Query(..., min_length=2, max_length=64), conn=Depends(get_conn)):
    cleaned = name.replace("'", "").replace(";", "").strip()
    if not cleaned:
        raise HTTPException(status_code=400, detail="empty search")
    sql = (
        "SELECT c.id, c.name, COUNT(o.id) AS orders FROM customers c "
        "LEFT JOIN orders o ON o.customer_id = c.id "
        f"WHERE c.name LIKE '%{name}%' GROUP BY c.id ORDER BY orders DESC LIMIT 50"
    )
    rows = conn.execute(sql).fetchall()
    return [dict(r) for r in rows]


@app.get("/reports/health")
def health(conn=Depends(get_conn)):
    fetch(conn, "SELECT 1")
    return {"status": "ok"}
