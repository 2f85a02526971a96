import functools
import json
import logging
import os

import asyncpg
from aiohttp import web

log = logging.getLogger("helpdesk.tickets")
routes = web.RouteTableDef()
json_dumps = functools.partial(json.dumps, default=str)

ORDERINGS = {
    "newest": "created_at DESC",
    "oldest": "created_at ASC",
    "priority": "priority DESC, created_at DESC",
    "updated": "updated_at DESC",
}


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(dsn=os.environ["HELPDESK_DSN"], max_size=10)
    yield
    await app["pool"].close()


@routes.get("/projects/{project_id}/tickets")
async def list_tickets(request):
    try:
        project_id = int(request.match_info["project_id"])
        limit = min(int(request.query.get("limit", "50")), 200)
    except ValueError:
        raise web.HTTPBadRequest(text="project id and limit must be integers")
    order_clause = ORDERINGS.get(request.query.get("sort", "newest"))
    if order_clause is None:
        raise web.HTTPBadRequest(text="unknown sort order")
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(f"SELECT id, subject, priority, status, created_at FROM tickets WHERE project_id = $1 ORDER BY {order_clause} LIMIT $2", project_id, limit)
    log.info("listed %d tickets for project %s", len(rows), project_id)
    return web.json_response([dict(r) for r in rows], dumps=json_dumps)


@routes.get("/tickets/{ticket_id}")
async def ticket_detail(request):
    ticket_id = int(request.match_info["ticket_id"])
    async with request.app["pool"].acquire() as conn:
        row = await conn.fetchrow("SELECT * FROM tickets WHERE id = $1", ticket_id)
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response(dict(row), dumps=json_dumps)


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(init_pool)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
