from fastapi import FastAPI, Query
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("postgresql+psycopg2://catalog@db/catalog")


@app.get("/products")
def list_products(category: str = Query("all"), max_price: float = Query(1000.0)):
    clauses = [f"price <= {max_price}"]
    if category != "all":
        clauses.append(f"category = '{category}'")
    with engine.connect() as conn:
        result = conn.execute(text("SELECT id, name, price FROM products WHERE " + " AND ".join(clauses)))
        return [dict(row._mapping) for row in result]
