from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("sqlite:///inventory.db")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


class StockChange(BaseModel):
    sku: str
    delta: int


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@app.get("/items")
def list_items(limit: int = Query(default=20, le=100), db: Session = Depends(get_session)):
    rows = db.execute(text("SELECT sku, name, qty FROM items ORDER BY sku LIMIT :limit"), {"limit": limit})
    return [dict(r._mapping) for r in rows]


@app.get("/items/search")
def search_items(warehouse: Optional[str] = None, name: str = "", db: Session = Depends(get_session)):
    pattern = "%" + name.strip().lower() + "%"
    site = warehouse if warehouse else "main"
    stmt = text("SELECT sku, name, qty FROM items WHERE warehouse = :site AND lower(name) LIKE :pattern")
    rows = db.execute(stmt, {"site": site, "pattern": pattern})
    return [dict(r._mapping) for r in rows]


@app.post("/items/adjust")
def adjust_stock(change: StockChange, db: Session = Depends(get_session)):
    params = {"delta": change.delta, "sku": change.sku}
    result = db.execute(text("UPDATE items SET qty = qty + :delta WHERE sku = :sku"), params)
    db.commit()
    if result.rowcount == 0:
        raise HTTPException(status_code=404, detail="unknown sku")
    return {"updated": change.sku}


@app.get("/health")
def health():
    return {"status": "ok"}
