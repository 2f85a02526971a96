from aiohttp import web
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

engine = create_async_engine("postgresql+asyncpg://helpdesk@localhost/helpdesk")

STATUSES = ("new", "open", "pending", "closed")


async def list_queue(request: web.Request) -> web.Response:
    status = request.query.get("status", "open")
    if status not in STATUSES:
        raise web.HTTPBadRequest(text="unknown status")
    async with engine.connect() as conn:
        result = await conn.execute(
            text("SELECT id, subject, priority FROM tickets WHERE status = :s ORDER BY priority DESC"),
            {"s": status},
        )
        rows = result.fetchall()
    return web.json_response([{"id": r.id, "subject": r.subject, "priority": r.priority} for r in rows])


async def search_tickets(request: web.Request) -> web.Response:
    assignee = request.query.get("assignee", "")
    keyword = request.query.get("q", "")
    params = {"assignee": assignee, "pattern": f"%{keyword}%"}
    stmt = text(
        "SELECT id, subject, status FROM tickets "
        "WHERE assignee = :assignee AND subject ILIKE :pattern ORDER BY id DESC LIMIT 50"
    )
    async with engine.connect() as conn:
        result = await conn.execute(stmt, params)
        rows = result.fetchall()
    return web.json_response([{"id": r.id, "subject": r.subject, "status": r.status} for r in rows])


async def close_ticket(request: web.Request) -> web.Response:
    ticket_id = int(request.match_info["ticket_id"])
    async with engine.begin() as conn:
        await conn.execute(text("UPDATE tickets SET status = 'closed' WHERE id = :id"), {"id": ticket_id})
    return web.json_response({"closed": ticket_id})


def create_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/tickets/queue", list_queue)
    app.router.add_get("/tickets/search", search_tickets)
    app.router.add_post("/tickets/{ticket_id}/close", close_ticket)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
