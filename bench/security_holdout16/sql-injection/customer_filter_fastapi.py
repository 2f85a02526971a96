from typing import Annotated

import asyncpg
from fastapi import Depends, FastAPI, Query, Request

app = FastAPI()


async def get_pool(request: Request) -> asyncpg.Pool:
    return request.app.state.pool


@app.get("/customers")
async def customer_filter(
    pool: Annotated[asyncpg.Pool, Depends(get_pool)],
    country: Annotated[str, Query(max_length=2)],
    name: Annotated[str | None, Query()] = None,
):
    clauses, args = ["country = $1"], [country]
    if name:
        args.append(f"%{name}%")
        clauses.append(f"name ILIKE ${len(args)}")
    sql = f"SELECT id, name, email FROM customers WHERE {' AND '.join(clauses)}"
    async with pool.acquire() as conn:
        rows = await conn.fetch(sql, *args)
    return [dict(r) for r in rows]
