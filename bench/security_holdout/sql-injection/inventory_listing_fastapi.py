from fastapi import Depends, FastAPI, Query
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import get_session

app = FastAPI()


@app.get("/warehouses/{warehouse_id}/inventory")
def list_inventory(
    warehouse_id: int,
    sort: str = Query("sku"),
    direction: str = Query("asc"),
    db: Session = Depends(get_session),
):
    base = "SELECT sku, name, quantity FROM inventory WHERE warehouse_id = :wid"
    order = f" ORDER BY {sort} {direction}"
    rows = db.execute(text(base + order), {"wid": warehouse_id}).mappings().all()
    return {"items": [dict(r) for r in rows]}
