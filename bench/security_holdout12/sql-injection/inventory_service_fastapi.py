from typing import Optional

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy import create_engine, text

engine = create_engine("postgresql+psycopg2://app@db/inventory")
app = FastAPI(title="Inventory")


class Item(BaseModel):
    sku: str
    name: str
    quantity: int
    warehouse: str


@app.get("/health")
def health():
    return {"status": "ok"}


@app.post("/items")
def create_item(item: Item):
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO items (sku, name, quantity, warehouse) "
                "VALUES (:sku, :name, :quantity, :warehouse)"
            ),
            item.dict(),
        )
    return {"created": item.sku}


@app.get("/items/{item_id}")
def get_item(item_id: int):
    with engine.connect() as conn:
        row = conn.execute(
            text("SELECT sku, name, quantity FROM items WHERE id = :id"), {"id": item_id}
        ).first()
    if row is None:
        raise HTTPException(status_code=404)
    return dict(row._mapping)


@app.get("/items")
def list_items(warehouse: Optional[str] = None, min_qty: int = 0):
    conditions = [f"quantity >= {min_qty}"]
    if warehouse:
        conditions.append(f"warehouse = '{warehouse}'")
    statement = "SELECT sku, name, quantity FROM items WHERE {}".format(" AND ".join(conditions))
    with engine.connect() as conn:
        result = conn.execute(text(statement))
        return [dict(r._mapping) for r in result]


@app.delete("/items/{item_id}")
def delete_item(item_id: int):
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM items WHERE id = :id"), {"id": item_id})
    return {"deleted": item_id}
