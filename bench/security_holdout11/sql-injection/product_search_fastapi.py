import sqlite3

from fastapi import FastAPI, Query

app = FastAPI()
DB_PATH = "catalog.db"


class SearchFilter:
    def __init__(self, category: str, max_price: str):
        self.parts = {"category": category, "price": max_price}

    def to_sql(self) -> str:
        return "category = '{category}' AND price <= {price}".format(**self.parts)


@app.get("/products/search")
def search_products(category: str = Query(...), max_price: str = Query("1000")):
    flt = SearchFilter(category, max_price)
    sql = f"SELECT sku, name, price FROM products WHERE {flt.to_sql()} ORDER BY name"
    conn = sqlite3.connect(DB_PATH)
    try:
        cur = conn.execute(sql)
        items = [dict(zip(("sku", "name", "price"), row)) for row in cur.fetchall()]
    finally:
        conn.close()
    return {"results": items}
