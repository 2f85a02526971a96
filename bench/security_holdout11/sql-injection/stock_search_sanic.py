import logging
import os

import asyncpg
from sanic import Sanic
from sanic.response import json

app = Sanic("inventory")
logger = logging.getLogger("inventory")

DATABASE_URL = os.getenv("DATABASE_URL", "postgresql://inventory@localhost/inventory")
MAX_RESULTS = 100


@app.before_server_start
async def setup_pool(app, _loop):
    app.ctx.pool = await asyncpg.create_pool(DATABASE_URL, min_size=1, max_size=5)


@app.after_server_stop
async def close_pool(app, _loop):
    await app.ctx.pool.close()


class WarehouseRepository:
    def __init__(self, pool):
        self.pool = pool

    async def count(self):
        async with self.pool.acquire() as conn:
            return await conn.fetchval("SELECT count(*) FROM stock_items")

    async def search(self, term, warehouse, limit):
        pattern = f"%{term}%"
        async with self.pool.acquire() as conn:
            return await conn.fetch(
                "SELECT sku, name, qty FROM stock_items WHERE name ILIKE $1 AND warehouse = $2 LIMIT $3",
                pattern,
                warehouse,
                limit,
            )


@app.get("/stock/count")
async def stock_count(request):
    repo = WarehouseRepository(request.app.ctx.pool)
    return json({"count": await repo.count()})


@app.get("/stock/search")
async def stock_search(request):
    term = request.args.get("q", "")
    warehouse = request.args.get("wh", "main")
    try:
        limit = min(int(request.args.get("limit", 25)), MAX_RESULTS)
    except ValueError:
        limit = 25
    logger.debug("stock search term=%r wh=%s", term, warehouse)
    repo = WarehouseRepository(request.app.ctx.pool)
    rows = await repo.search(term, warehouse, limit)
    return json({"items": [dict(r) for r in rows]})
