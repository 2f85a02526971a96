import logging
import sqlite3
from contextlib import contextmanager
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel

logger = logging.getLogger("catalog")
app = FastAPI(title="catalog")

DB_PATH = "/srv/catalog/catalog.db"


class Product(BaseModel):
    id: int
    name: str
    price: float


@contextmanager
def get_conn():
    conn = sqlite3.connect(DB_PATH)
    try:
        yield conn
    finally:
        conn.close()


class ProductRepository:
    def __init__(self, conn):
        self.conn = conn

    def by_id(self, product_id: int) -> Optional[Product]:
        cur = self.conn.execute("SELECT id, name, price FROM products WHERE id = ?", (product_id,))
        row = cur.fetchone()
        return Product(id=row[0], name=row[1], price=row[2]) if row else None

    def search(self, term: str, limit: int = 20):
        pattern = "%" + term + "%"
        clause = f"name LIKE '{pattern}' OR sku LIKE '{pattern}'"
        stmt = "SELECT id, name, price FROM products WHERE " + clause + " LIMIT " + str(limit)
        logger.debug("running search for %r", term)
        cur = self.conn.execute(stmt)
        return [Product(id=r[0], name=r[1], price=r[2]) for r in cur.fetchall()]


def repo():
    with get_conn() as conn:
        yield ProductRepository(conn)


@app.get("/health")
def health():
    return {"status": "ok"}


@app.get("/products/{product_id}", response_model=Product)
def get_product(product_id: int, r: ProductRepository = Depends(repo)):
    product = r.by_id(product_id)
    if product is None:
        raise HTTPException(status_code=404, detail="not found")
    return product


@app.get("/products")
def search_products(q: str = Query(..., min_length=2), limit: int = 20, r: ProductRepository = Depends(repo)):
    limit = max(1, min(limit, 100))
    results = r.search(q, limit)
    return {"count": len(results), "items": results}
