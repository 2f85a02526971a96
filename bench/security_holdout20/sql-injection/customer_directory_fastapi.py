from fastapi import FastAPI, HTTPException, Request
from sqlalchemy import text

from app.db import engine

app = FastAPI()

ORDERABLE = {
    "name": "c.name",
    "city": "c.city",
    "joined": "c.created_at",
}


@app.get("/customers")
def list_customers(request: Request):
    params = request.query_params
    order_key = params.get("order_by", "name")
    column = ORDERABLE.get(order_key)
    if column is None:
        raise HTTPException(status_code=400, detail="unsupported order_by")
    direction = "DESC" if params.get("desc") == "1" else "ASC"

    sql = "SELECT c.id, c.name, c.city, c.created_at FROM customers c"
    bind = {"limit": 100}
    city = params.get("city")
    if city:
        sql += " WHERE c.city = :city"
        bind["city"] = city
    sql += f" ORDER BY {column} {direction} LIMIT :limit"

    with engine.connect() as conn:
        rows = conn.execute(text(sql), bind).mappings().all()
    return [dict(r) for r in rows]
