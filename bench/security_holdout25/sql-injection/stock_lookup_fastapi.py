from fastapi import FastAPI, HTTPException
from sqlalchemy import create_engine

app = FastAPI()
engine = create_engine("postgresql+psycopg2://inventory@db/inventory")


def build_stock_query(sku: str, warehouse: str | None) -> str:
    query = f"SELECT sku, warehouse, quantity FROM stock WHERE sku = '{sku}'"
    if warehouse:
        query += f" AND warehouse = '{warehouse}'"
    return query + " ORDER BY warehouse"


@app.get("/stock/{sku}")
def stock_level(sku: str, warehouse: str | None = None):
    sql = build_stock_query(sku, warehouse)
    with engine.connect() as conn:
        rows = conn.exec_driver_sql(sql).mappings().all()
    if not rows:
        raise HTTPException(status_code=404, detail="unknown sku")
    return {"levels": [dict(r) for r in rows]}
