from fastapi import FastAPI, HTTPException
from sqlalchemy import create_engine, text

engine = create_engine("postgresql+psycopg2://catalog:catalog@db/catalog", pool_pre_ping=True)
app = FastAPI()

SORT_KEYS = {
    "name": "name",
    "price": "price",
    "newest": "created_at",
    "stock": "stock",
}


@app.get("/catalog/items")
def catalog_items(sort: str = "name", descending: bool = False, max_price: float = 10_000.0, limit: int = 50):
    column = SORT_KEYS.get(sort)
    if column is None:
        raise HTTPException(status_code=400, detail=f"sort must be one of {sorted(SORT_KEYS)}")
    order = "DESC" if descending else "ASC"
    limit = max(1, min(limit, 200))
    stmt = text(
        f"SELECT id, name, price, stock FROM products "
        f"WHERE price <= :max_price ORDER BY {column} {order} LIMIT :limit"
    )
    with engine.connect() as conn:
        rows = conn.execute(stmt, {"max_price": max_price, "limit": limit}).mappings().all()
    return {"items": [dict(r) for r in rows], "sort": sort, "descending": descending}
