import sqlite3
from fastapi import FastAPI, Query

app = FastAPI()


def build_order_clause(column: str, descending: bool) -> str:
    direction = "DESC" if descending else "ASC"
    return f"ORDER BY {column} {direction}"


@app.get("/products")
def list_products(sort: str = Query("name"), desc: bool = False, limit: int = 20):
    clause = build_order_clause(sort, desc)
    query = f"SELECT id, name, price FROM products {clause} LIMIT ?"
    with sqlite3.connect("shop.db") as conn:
        cur = conn.cursor()
        cur.execute(query, (limit,))
        return [{"id": r[0], "name": r[1], "price": r[2]} for r in cur.fetchall()]
