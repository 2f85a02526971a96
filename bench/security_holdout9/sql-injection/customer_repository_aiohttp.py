import json
import logging
import os

import asyncpg
from aiohttp import web

logger = logging.getLogger(__name__)
routes = web.RouteTableDef()

PAGE_SIZE = int(os.environ.get("PAGE_SIZE", "25"))


class CustomerRepository:
    def __init__(self, pool):
        self.pool = pool

    async def search(self, name_part, country=None, page=0):
        clauses = ["lower(name) LIKE lower($1)"]
        params = [f"%{name_part}%"]
        if country:
            params.append(country)
            clauses.append(f"country = ${len(params)}")
        params.extend([PAGE_SIZE, page * PAGE_SIZE])
        sql = (
            "SELECT id, name, country FROM customers WHERE "
            + " AND ".join(clauses)
            + f" ORDER BY name LIMIT ${len(params) - 1} OFFSET ${len(params)}"
        )
        async with self.pool.acquire() as conn:
            return await conn.fetch(sql, *params)

    async def get(self, customer_id):
        async with self.pool.acquire() as conn:
            return await conn.fetchrow("SELECT * FROM customers WHERE id = $1", customer_id)


@routes.get("/customers")
async def search_customers(request):
    repo = request.app["repo"]
    try:
        page = max(int(request.query.get("page", "0")), 0)
    except ValueError:
        page = 0
    rows = await repo.search(request.query.get("q", ""), request.query.get("country"), page)
    logger.info("customer search returned %d rows", len(rows))
    return web.json_response([dict(r) for r in rows])


@routes.get("/customers/{cid}")
async def get_customer(request):
    row = await request.app["repo"].get(int(request.match_info["cid"]))
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response(dict(row), dumps=lambda o: json.dumps(o, default=str))


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(os.environ["DATABASE_URL"])
    app["repo"] = CustomerRepository(app["pool"])
    yield
    await app["pool"].close()


def create_app():
    app = web.Application()
    app.add_routes(routes)
    app.cleanup_ctx.append(init_pool)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
