from typing import Optional

from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg2://catalog_app@db.internal/catalog")
SessionLocal = sessionmaker(bind=engine)

app = FastAPI(title="Catalog API")


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@app.get("/products/search")
def search_products(
    q: str = Query(..., min_length=2),
    brand: Optional[str] = None,
    session: Session = Depends(get_session),
):
    clauses = ["p.name ILIKE :pattern"]
    params = {"pattern": f"%{q}%"}
    if brand:
        clauses.append("b.slug = :brand")
        params["brand"] = brand
    sql = (
        "SELECT p.id, p.name, p.price, b.slug AS brand FROM products p "
        "JOIN brands b ON b.id = p.brand_id WHERE " + " AND ".join(clauses) + " LIMIT 50"
    )
    rows = session.execute(text(sql), params).mappings().all()
    return {"items": [dict(r) for r in rows]}
