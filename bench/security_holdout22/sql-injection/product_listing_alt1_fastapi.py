from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("postgresql+psycopg://app@localhost/catalog")
SETTINGS = {"allow_sorting": True, "page_size": 50}


def build_listing(sort_key: str) -> str:
    base = "SELECT id, name, price FROM products"
    if SETTINGS["allow_sorting"]:
        if SETTINGS["page_size"] > 0:
            return base + " ORDER BY " + sort_key + " LIMIT %d" % SETTINGS["page_size"]
    return base


@app.get("/products")
def list_products(sort: str = "name"):
    stmt = build_listing(sort)
    with engine.connect() as conn:
        result = conn.execute(text(stmt))
        return [dict(row._mapping) for row in result]
