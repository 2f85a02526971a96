import asyncio
import os
from dataclasses import dataclass
from functools import partial

import psycopg2
from aiohttp import web
from psycopg2 import sql

DSN = os.environ.get("INVENTORY_DSN", "dbname=inventory user=app")
WAREHOUSE_TABLES = {
    "north": "stock_north",
    "south": "stock_south",
    "central": "stock_central",
}


@dataclass
class StockQuery:
    warehouse: str
    sku_prefix: str
    min_qty: int


class StockRepository:
    def __init__(self, dsn: str):
        self.dsn = dsn

    def _run(self, q: StockQuery):
        table = WAREHOUSE_TABLES[q.warehouse]
        stmt = sql.SQL(
            "SELECT sku, quantity, bin FROM {} "
            "WHERE sku LIKE %s AND quantity >= %s ORDER BY sku"
        ).format(sql.Identifier(table))
        conn = psycopg2.connect(self.dsn)
        try:
            with conn.cursor() as cur:
                cur.execute(stmt, (q.sku_prefix + "%", q.min_qty))
                return cur.fetchall()
        finally:
            conn.close()

    async def find(self, q: StockQuery):
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, partial(self._run, q))


def parse_query(request: web.Request) -> StockQuery:
    warehouse = request.match_info["warehouse"]
    if warehouse not in WAREHOUSE_TABLES:
        raise web.HTTPNotFound(text="unknown warehouse")
    try:
        min_qty = int(request.query.get("min_qty", "0"))
    except ValueError:
        raise web.HTTPBadRequest(text="min_qty must be an integer")
    return StockQuery(
        warehouse=warehouse,
        sku_prefix=request.query.get("prefix", ""),
        min_qty=min_qty,
    )


async def stock_handler(request: web.Request) -> web.Response:
    query = parse_query(request)
    repo: StockRepository = request.app["stock_repo"]
    rows = await repo.find(query)
    return web.json_response(
        [{"sku": sku, "quantity": qty, "bin": bin_} for sku, qty, bin_ in rows]
    )


def create_app() -> web.Application:
    app = web.Application()
    app["stock_repo"] = StockRepository(DSN)
    app.router.add_get("/warehouses/{warehouse}/stock", stock_handler)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
