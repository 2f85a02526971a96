from typing import Optional

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg2://catalog:catalog@db/catalog")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI(title="catalog")


class ProductOut(BaseModel):
    id: int
    name: str
    price: float


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


@app.get("/health")
def health():
    return {"status": "ok"}


@app.get("/products/{product_id}", response_model=ProductOut)
def get_product(product_id: int, db: Session = Depends(get_db)):
    row = db.execute(
        text("SELECT id, name, price FROM products WHERE id = :pid"),
        {"pid": product_id},
    ).first()
    if row is None:
        raise HTTPException(status_code=404)
    return ProductOut(id=row.id, name=row.name, price=row.price)


@app.get("/products")
def list_products(category: Optional[str] = None, limit: int = 20, db: Session = Depends(get_db)):
    clauses = ["active = true"]
    if category:
        clauses.append(f"category = '{category}'")
    where = " AND ".join(clauses)
    stmt = f"SELECT id, name, price FROM products WHERE {where} ORDER BY name LIMIT {limit}"
    rows = db.execute(text(stmt)).fetchall()
    return [{"id": r.id, "name": r.name, "price": r.price} for r in rows]


@app.get("/categories")
def list_categories(db: Session = Depends(get_db)):
    rows = db.execute(text("SELECT DISTINCT category FROM products ORDER BY 1")).fetchall()
    return [r[0] for r in rows]
