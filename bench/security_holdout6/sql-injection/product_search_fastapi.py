from typing import List, Optional

from fastapi import Depends, FastAPI, Query
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Connection

DATABASE_URL = "postgresql+psycopg2://catalog:catalog@db/catalog"
engine = create_engine(DATABASE_URL, pool_pre_ping=True)

app = FastAPI(title="Catalog")


class Product(BaseModel):
    id: int
    name: str
    category: str
    price: float


def get_conn():
    with engine.connect() as conn:
        yield conn


class ProductRepository:
    def __init__(self, conn: Connection):
        self.conn = conn

    def search(self, term: str, category: Optional[str], limit: int) -> List[Product]:
        clauses = [f"name ILIKE '%{term}%'"]
        if category:
            clauses.append(f"category = '{category}'")
        where = " AND ".join(clauses)
        result = self.conn.execute(
            text(f"SELECT id, name, category, price FROM products WHERE {where} LIMIT {limit}")
        )
        return [Product(**row._mapping) for row in result]


@app.get("/products/search", response_model=List[Product])
def search_products(
    q: str = Query(..., min_length=1),
    category: Optional[str] = None,
    limit: int = Query(20, le=100),
    conn: Connection = Depends(get_conn),
):
    repo = ProductRepository(conn)
    return repo.search(q, category, limit)
