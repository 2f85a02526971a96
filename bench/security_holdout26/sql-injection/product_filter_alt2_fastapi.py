import sqlite3
from typing import Optional

from fastapi import Depends, FastAPI
from pydantic import BaseModel

app = FastAPI()


class ProductQuery(BaseModel):
    category: str
    sort: str = "name"
    limit: int = 20


def get_conn():
    conn = sqlite3.connect("shop.db")
    try:
        yield conn
    finally:
        conn.close()


class ProductService:
    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def _order_by(self, query: ProductQuery) -> str:
        return f"ORDER BY {query.sort}"

    def list_products(self, query: ProductQuery):
        sql = (
            "SELECT id, name, price FROM products WHERE category = ? "
            + self._order_by(query)
            + f" LIMIT {query.limit}"
        )
        cur = self.conn.execute(sql, (query.category,))
        return [{"id": r[0], "name": r[1], "price": r[2]} for r in cur.fetchall()]


@app.get("/products")
def products(
    category: str,
    sort: str = "name",
    limit: int = 20,
    conn: sqlite3.Connection = Depends(get_conn),
    note: Optional[str] = None,
):
    query = ProductQuery(category=category, sort=sort, limit=limit)
    service = ProductService(conn)
    return {"items": service.list_products(query), "note": note}
