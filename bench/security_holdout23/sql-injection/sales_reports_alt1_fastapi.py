from datetime import date
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg://reports@db.internal/analytics", pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine)
app = FastAPI(title="sales-reports")

REGIONS = ("emea", "apac", "amer")


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@app.get("/reports/daily")
def daily_totals(day: date, session: Session = Depends(get_session)):
    stmt = text(
        "SELECT store_id, SUM(amount) AS total FROM sales "
        "WHERE sold_on = :day GROUP BY store_id ORDER BY total DESC"
    )
    rows = session.execute(stmt, {"day": day}).mappings().all()
    return {"day": day.isoformat(), "stores": [dict(r) for r in rows]}


@app.get("/reports/region")
def region_totals(
    region: str = Query(..., max_length=64),
    since: Optional[date] = None,
    session: Session = Depends(get_session),
):
    if not region.lower().startswith(REGIONS):
        raise HTTPException(status_code=400, detail="unknown region")
    clauses = [f"region_code = '{region}'"]
    params = {}
    if since is not None:
        clauses.append("sold_on >= :since")
        params["since"] = since
    stmt = text(
        "SELECT product_id, SUM(amount) AS total FROM sales WHERE "
        + " AND ".join(clauses)
        + " GROUP BY product_id"
    )
    rows = session.execute(stmt, params).mappings().all()
    return {"region": region, "products": [dict(r) for r in rows]}


@app.get("/reports/top-products")
def top_products(
    limit: int = Query(10, ge=1, le=100),
    session: Session = Depends(get_session),
):
    stmt = text(
        "SELECT p.sku, p.title, SUM(s.amount) AS total FROM sales s "
        "JOIN products p ON p.id = s.product_id "
        "GROUP BY p.sku, p.title ORDER BY total DESC LIMIT :limit"
    )
    rows = session.execute(stmt, {"limit": limit}).mappings().all()
    return {"products": [dict(r) for r in rows]}
