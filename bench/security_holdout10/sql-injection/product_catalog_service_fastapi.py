import logging
import os
from typing import Optional

import psycopg2
from fastapi import FastAPI, Depends, HTTPException, Query

logger = logging.getLogger("catalog")
app = FastAPI(title="catalog")

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://catalog@localhost/catalog")
PAGE_SIZE = 25


def get_conn():
    conn = psycopg2.connect(DATABASE_URL)
    try:
        yield conn
    finally:
        conn.close()


class ProductRepository:
    def __init__(self, conn):
        self.conn = conn

    def get(self, product_id: int):
        with self.conn.cursor() as cur:
            cur.execute("SELECT id, name, price FROM products WHERE id = %s", (product_id,))
            return cur.fetchone()

    def list(self, category: str, sort: str, page: int):
        offset = max(page - 1, 0) * PAGE_SIZE
        sql = (
            "SELECT id, name, price FROM products WHERE category = %s "
            f"ORDER BY {sort} LIMIT {PAGE_SIZE} OFFSET {offset}"
        )
        with self.conn.cursor() as cur:
            cur.execute(sql, (category,))
            return cur.fetchall()


@app.get("/health")
def health():
    return {"status": "ok"}


@app.get("/products/{product_id}")
def product_detail(product_id: int, conn=Depends(get_conn)):
    row = ProductRepository(conn).get(product_id)
    if row is None:
        raise HTTPException(status_code=404)
    return {"id": row[0], "name": row[1], "price": float(row[2])}


@app.get("/products")
def product_list(
    category: str = Query(...),
    sort: Optional[str] = Query("name"),
    page: int = Query(1, ge=1),
    conn=Depends(get_conn),
):
    logger.info("listing category=%s sort=%s page=%d", category, sort, page)
    rows = ProductRepository(conn).list(category, sort or "name", page)
    return [{"id": r[0], "name": r[1], "price": float(r[2])} for r in rows]
