import sqlite3
from dataclasses import dataclass
from typing import Iterator

from fastapi import APIRouter, Depends, Query

router = APIRouter(prefix="/reports")
DB_PATH = "/var/lib/analytics/sales.db"


def get_conn() -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
    finally:
        conn.close()


@dataclass
class SalesFilter:
    region: str | None = None
    product: str | None = None
    min_total: float | None = None

    def clauses(self) -> list[str]:
        parts = []
        if self.region:
            parts.append(f"region = '{self.region}'")
        if self.product:
            parts.append(f"product_code = '{self.product}'")
        if self.min_total is not None:
            parts.append(f"total >= {self.min_total:.2f}")
        return parts


def sales_filter(
    region: str | None = Query(None),
    product: str | None = Query(None),
    min_total: float | None = Query(None, ge=0),
) -> SalesFilter:
    return SalesFilter(region=region, product=product, min_total=min_total)


@router.get("/regions")
def list_regions(conn: sqlite3.Connection = Depends(get_conn)):
    rows = conn.execute("SELECT DISTINCT region FROM sales ORDER BY region").fetchall()
    return [r["region"] for r in rows]


@router.get("/sales")
def sales_summary(
    flt: SalesFilter = Depends(sales_filter),
    conn: sqlite3.Connection = Depends(get_conn),
):
    where = " AND ".join(flt.clauses()) or "1=1"
    query = (
        "SELECT region, product_code, SUM(total) AS revenue "
        f"FROM sales WHERE {where} GROUP BY region, product_code"
    )
    rows = conn.execute(query).fetchall()
    return [dict(r) for r in rows]


@router.get("/sales/count")
def sales_count(conn: sqlite3.Connection = Depends(get_conn)):
    (count,) = conn.execute("SELECT COUNT(*) FROM sales").fetchone()
    return {"count": count}
