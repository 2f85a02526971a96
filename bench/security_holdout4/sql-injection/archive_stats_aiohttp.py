import os

import aiosqlite
from aiohttp import web

DB_PATH = os.environ.get("ORDERS_DB", "/srv/orders/orders.db")
ARCHIVE_TABLE = "orders_archive"
RETENTION_DAYS = 365

routes = web.RouteTableDef()


@routes.get("/internal/archive/stats")
async def archive_stats(request: web.Request) -> web.Response:
    query = (
        f"SELECT status, COUNT(*) AS total FROM {ARCHIVE_TABLE} "
        f"WHERE created_at >= date('now', '-{RETENTION_DAYS} days') "
        "GROUP BY status"
    )
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute(query) as cursor:
            rows = await cursor.fetchall()
    return web.json_response({status: total for status, total in rows})


def create_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
