import logging
import os

import asyncpg
from sanic import Sanic
from sanic.response import json

app = Sanic("inventory")
log = logging.getLogger(__name__)

SORTABLE = {
    "sku": "sku",
    "qty": "quantity",
    "updated": "updated_at",
}
DIRECTIONS = {"asc": "ASC", "desc": "DESC"}


@app.before_server_start
async def setup_db(app, _loop):
    app.ctx.pool = await asyncpg.create_pool(dsn=os.environ["INVENTORY_DSN"], min_size=1, max_size=5)


@app.after_server_stop
async def close_db(app, _loop):
    await app.ctx.pool.close()


def order_clause(sort_key, direction):
    column = SORTABLE.get(sort_key, "sku")
    order = DIRECTIONS.get((direction or "").lower(), "ASC")
    return f"ORDER BY {column} {order}"


@app.get("/warehouses/<wid:int>/stock")
async def warehouse_stock(request, wid):
    sort_key = request.args.get("sort", "sku")
    direction = request.args.get("dir", "asc")
    min_qty = request.args.get("min", "0")
    try:
        min_qty = int(min_qty)
    except ValueError:
        return json({"error": "min must be an integer"}, status=400)
    sql = (
        "SELECT sku, quantity, updated_at FROM stock "
        "WHERE warehouse_id = $1 AND quantity >= $2 "
        + order_clause(sort_key, direction)
    )
    async with app.ctx.pool.acquire() as conn:
        rows = await conn.fetch(sql, wid, min_qty)
    log.debug("warehouse %s returned %d rows", wid, len(rows))
    return json([
        {"sku": r["sku"], "qty": r["quantity"], "updated": r["updated_at"].isoformat()}
        for r in rows
    ])


@app.get("/ping")
async def ping(request):
    return json({"pong": True})
