import sqlite3
from enum import Enum

from fastapi import FastAPI

app = FastAPI()
COLUMNS = ("id", "name", "price", "rating")


class SortField(str, Enum):
    name = "name"
    price = "price"
    rating = "rating"


class Direction(str, Enum):
    asc = "ASC"
    desc = "DESC"


@app.get("/products")
def list_products(category: str, sort: SortField = SortField.name, direction: Direction = Direction.asc):
    conn = sqlite3.connect("catalog.db")
    try:
        sql = f"SELECT id, name, price, rating FROM products WHERE category = ? ORDER BY {sort.value} {direction.value}"
        rows = conn.execute(sql, (category,)).fetchall()
    finally:
        conn.close()
    return [dict(zip(COLUMNS, row)) for row in rows]
