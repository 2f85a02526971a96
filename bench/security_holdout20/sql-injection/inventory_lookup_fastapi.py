from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("postgresql://inventory@db/inventory")


def run_lookup(**criteria):
    conditions = " AND ".join(f"{col} = '{val}'" for col, val in criteria.items())
    with engine.connect() as conn:
        rows = conn.execute(text(f"SELECT sku, qty, location FROM stock WHERE {conditions}"))
        return [dict(r._mapping) for r in rows]


@app.get("/inventory")
def lookup(warehouse: str, sku: str):
    return run_lookup(location=warehouse, sku=sku)
