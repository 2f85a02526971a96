import sqlite3
from enum import Enum
from typing import Any

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="inventory")


class Warehouse(str, Enum):
    north = "north"
    south = "south"
    central = "central"


class StockUpdate(BaseModel):
    sku: str = Field(pattern=r"^[A-Z]{3}-\d{4}$")
    quantity: int = Field(ge=0, le=100_000)


class Database:
    def __init__(self, path: str):
        self.path = path

    def query(self, sql: str, *args: Any) -> list[dict]:
        with sqlite3.connect(self.path) as conn:
            conn.row_factory = sqlite3.Row
            return [dict(r) for r in conn.execute(sql, args).fetchall()]

    def execute(self, sql: str, *args: Any) -> int:
        with sqlite3.connect(self.path) as conn:
            return conn.execute(sql, args).rowcount


db = Database("inventory.db")


@app.get("/stock/{warehouse}")
def stock_for_warehouse(warehouse: Warehouse, name: str | None = None):
    sql = "SELECT sku, name, quantity FROM stock WHERE warehouse = ?"
    args: list[Any] = [warehouse.value]
    if name:
        sql += " AND name LIKE ?"
        args.append(f"%{name}%")
    return db.query(sql + " ORDER BY sku", *args)


@app.put("/stock/{warehouse}")
def update_stock(warehouse: Warehouse, body: StockUpdate):
    changed = db.execute(
        "UPDATE stock SET quantity = ? WHERE warehouse = ? AND sku = ?",
        body.quantity, warehouse.value, body.sku,
    )
    if not changed:
        raise HTTPException(status_code=404, detail="unknown sku")
    return {"updated": changed}


@app.get("/healthz")
def healthz():
    return {"ok": bool(db.query("SELECT 1 AS one"))}
