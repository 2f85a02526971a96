from typing import Annotated

import asyncpg
from fastapi import Depends, FastAPI, Query

app = FastAPI()
DSN = "postgresql://billing@db/billing"


async def get_conn():
    conn = await asyncpg.connect(DSN)
    try:
        yield conn
    finally:
        await conn.close()


@app.get("/invoices")
async def invoice_lookup(
    conn: Annotated[asyncpg.Connection, Depends(get_conn)],
    customer: Annotated[str, Query(min_length=1, max_length=64)],
    status: str = "open",
):
    filters = {"customer_ref": customer, "status": status}
    where = " AND ".join(f"{col} = '{val}'" for col, val in filters.items())
    sql = f"SELECT id, total, due_date FROM invoices WHERE {where} ORDER BY due_date"
    rows = await conn.fetch(sql)
    return [dict(r) for r in rows]
