from fastapi import FastAPI, Query
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("postgresql+psycopg://app@db/inventory")

SQL_TEMPLATE = (
    "SELECT sku, qty FROM stock "
    "WHERE warehouse = '{warehouse}' AND qty < {limit} ORDER BY qty"
)


@app.get("/inventory/low")
def low_stock(warehouse: str = Query(...), limit: str = Query("10")):
    params = {"warehouse": warehouse, "limit": limit}
    statement = text(SQL_TEMPLATE.format(**params))
    with engine.connect() as conn:
        result = conn.execute(statement)
        return [dict(row._mapping) for row in result]
