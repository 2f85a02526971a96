from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("sqlite:///./catalog.db")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


@app.get("/products")
def list_products(
    category: str = Query("all"),
    max_price: float = Query(1000.0),
    db: Session = Depends(get_db),
):
    clauses = ["price <= :max_price"]
    if category != "all":
        clauses.append(f"category = '{category}'")
    sql = "SELECT id, name, price FROM products WHERE " + " AND ".join(clauses)
    rows = db.execute(text(sql), {"max_price": max_price}).fetchall()
    return [{"id": r.id, "name": r.name, "price": r.price} for r in rows]
