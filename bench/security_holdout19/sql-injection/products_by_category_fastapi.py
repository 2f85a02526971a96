from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("postgresql://shop:shop@localhost/shop")


@app.get("/products/category/{category}")
def products_by_category(category: str):
    parts = ["all"]
    parts.append(category)
    parts.append("misc")
    parts.pop(0)
    wanted = parts[0]
    with engine.connect() as conn:
        result = conn.execute(text(f"SELECT sku, name, price FROM products WHERE category = '{wanted}'"))
        return [dict(row._mapping) for row in result]
