import sqlite3

from aiohttp import web

DB_PATH = "helpdesk.db"
routes = web.RouteTableDef()


@routes.get("/tickets/{ticket_id}")
async def ticket_detail(request):
    raw_id = request.match_info["ticket_id"]
    try:
        ticket_id = int(raw_id)
    except ValueError:
        raise web.HTTPBadRequest(text="ticket id must be numeric")
    include_closed = request.query.get("closed") == "1"
    query = f"SELECT id, subject, status, priority FROM tickets WHERE id = {ticket_id}"
    if not include_closed:
        query += " AND status != 'closed'"
    with sqlite3.connect(DB_PATH) as conn:
        row = conn.execute(query).fetchone()
    if row is None:
        raise web.HTTPNotFound()
    keys = ("id", "subject", "status", "priority")
    return web.json_response(dict(zip(keys, row)))


app = web.Application()
app.add_routes(routes)
