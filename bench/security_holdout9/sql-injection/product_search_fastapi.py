import sqlite3

from fastapi import FastAPI, Query

app = FastAPI()
DB_PATH = "catalog.db"

SORTS = {"price": "price ASC", "newest": "created_at DESC"}


@app.get("/products")
def search_products(q: str = Query(""), sort: str = Query("price")):
    order = SORTS.get(sort, sort)
    params = {"term": f"%{q}%"}
    query = "SELECT id, name, price FROM products WHERE name LIKE :term ORDER BY {}".format(order)
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute(query, params).fetchall()
    finally:
        conn.close()
    return [{"id": r[0], "name": r[1], "price": r[2]} for r in rows]
