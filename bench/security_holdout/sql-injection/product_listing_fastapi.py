from fastapi import Depends, FastAPI, Query
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import get_session

app = FastAPI()
SORT_COLUMNS = {"sku": "sku", "name": "name", "qty": "quantity", "updated": "updated_at"}


@app.get("/categories/{category_id}/products")
def list_products(
    category_id: int,
    sort: str = Query("sku"),
    descending: bool = Query(False),
    db: Session = Depends(get_session),
):
    column = SORT_COLUMNS.get(sort, "sku")
    direction = "DESC" if descending else "ASC"
    base = "SELECT sku, name, quantity FROM products WHERE category_id = :cid"
    order = f" ORDER BY {column} {direction}"
    rows = db.execute(text(base + order), {"cid": category_id}).mappings().all()
    return {"items": [dict(r) for r in rows]}
