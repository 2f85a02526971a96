import logging
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

DATABASE_URL = "postgresql+psycopg2://catalog@db/catalog"
engine = create_engine(DATABASE_URL, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False)
logger = logging.getLogger("catalog")

app = FastAPI(title="catalog")

SORTABLE = {
    "name": "p.name",
    "price": "p.price_cents",
    "newest": "p.created_at DESC",
}


class Product(BaseModel):
    id: int
    name: str
    price_cents: int


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@app.get("/healthz")
def healthz():
    return {"ok": True}


@app.get("/products/{product_id}", response_model=Product)
def get_product(product_id: int, session: Session = Depends(get_session)):
    row = session.execute(
        text("SELECT id, name, price_cents FROM products WHERE id = :id"),
        {"id": product_id},
    ).first()
    if row is None:
        raise HTTPException(status_code=404)
    return Product(id=row.id, name=row.name, price_cents=row.price_cents)


@app.get("/products")
def list_products(
    category: str,
    sort: str = "name",
    name_contains: Optional[str] = None,
    session: Session = Depends(get_session),
):
    order_clause = SORTABLE.get(sort, SORTABLE["name"])
    sql = (
        "SELECT p.id, p.name, p.price_cents FROM products p "
        "JOIN categories c ON c.id = p.category_id "
        "WHERE c.slug = :category"
    )
    params = {"category": category}
    if name_contains:
        sql += " AND p.name ILIKE :pattern"
        params["pattern"] = f"%{name_contains}%"
    sql += " ORDER BY " + order_clause
    logger.debug("catalog query with sort=%s", sort)
    rows = session.execute(text(sql), params).all()
    return [Product(id=r.id, name=r.name, price_cents=r.price_cents) for r in rows]
