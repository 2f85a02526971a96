import functools
import json
import re
from dataclasses import dataclass

import asyncpg
from aiohttp import web

DSN = "postgresql://dash:dash@localhost/sales"
MAX_LIMIT = 200
SORT_COLUMNS = {
    "revenue": "total_revenue",
    "units": "units_sold",
    "name": "p.name",
}
REGION_RE = re.compile(r"[A-Z]{2}")

dumps = functools.partial(json.dumps, default=str)


@dataclass
class DashboardQuery:
    region: str
    sort_column: str
    limit: int


def parse_query(params) -> DashboardQuery:
    region = params.get("region", "EU")
    if not REGION_RE.fullmatch(region):
        raise web.HTTPBadRequest(text="bad region")
    sort_column = SORT_COLUMNS.get(params.get("sort", "revenue"))
    if sort_column is None:
        raise web.HTTPBadRequest(text="bad sort key")
    try:
        limit = min(int(params.get("limit", "20")), MAX_LIMIT)
    except ValueError:
        raise web.HTTPBadRequest(text="bad limit")
    return DashboardQuery(region=region, sort_column=sort_column, limit=limit)


class SalesRepository:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def top_products(self, q: DashboardQuery):
        sql = (
            "SELECT p.id, p.name, SUM(s.amount) AS total_revenue, "
            "SUM(s.qty) AS units_sold "
            "FROM sales s JOIN products p ON p.id = s.product_id "
            "WHERE s.region = $1 "
            "GROUP BY p.id, p.name "
            f"ORDER BY {q.sort_column} DESC LIMIT $2"
        )
        async with self.pool.acquire() as conn:
            rows = await conn.fetch(sql, q.region, q.limit)
        return [dict(r) for r in rows]


async def top_products(request: web.Request) -> web.Response:
    q = parse_query(request.query)
    repo: SalesRepository = request.app["sales_repo"]
    data = await repo.top_products(q)
    return web.json_response({"region": q.region, "products": data}, dumps=dumps)


async def sales_pool(app: web.Application):
    pool = await asyncpg.create_pool(DSN, min_size=1, max_size=5)
    app["sales_repo"] = SalesRepository(pool)
    yield
    await pool.close()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(sales_pool)
    app.router.add_get("/dashboard/top-products", top_products)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8080)
