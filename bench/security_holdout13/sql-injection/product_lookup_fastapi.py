from dataclasses import dataclass

from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg2://catalog@db/catalog")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


@dataclass
class ProductFilter:
    category: str
    min_price: float = 0.0

    def where_clause(self):
        return f"category = '{self.category}' AND price >= {self.min_price}"


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


@app.get("/products")
def list_products(category: str = Query(...), min_price: float = 0.0, db: Session = Depends(get_db)):
    flt = ProductFilter(category=category, min_price=min_price)
    rows = db.execute(text("SELECT id, name, price FROM products WHERE " + flt.where_clause()))
    return [dict(r._mapping) for r in rows]
