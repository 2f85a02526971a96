import html
import logging
import time

import aiosqlite
from aiohttp import web

log = logging.getLogger("support")
DB_FILE = "support.db"
routes = web.RouteTableDef()


async def init_db(app):
    app["db"] = await aiosqlite.connect(DB_FILE)
    await app["db"].execute(
        "CREATE TABLE IF NOT EXISTS replies (ticket INTEGER, author TEXT, body TEXT, ts REAL)"
    )
    await app["db"].commit()


async def close_db(app):
    await app["db"].close()


def render_reply(author, body, ts):
    when = time.strftime("%d %b %H:%M", time.gmtime(ts))
    author_html = html.escape(author)
    body_html = html.escape(body).replace("\n", "<br>")
    return f"<div class='reply'><b>{author_html}</b> <small>{when}</small><p>{body_html}</p></div>"


@routes.post(r"/tickets/{ticket_id:\d+}/replies")
async def add_reply(request):
    ticket_id = int(request.match_info["ticket_id"])
    data = await request.post()
    body = str(data.get("body", "")).strip()
    if not body:
        raise web.HTTPBadRequest(text="empty reply")
    author = str(data.get("author", "agent"))[:80]
    await request.app["db"].execute(
        "INSERT INTO replies VALUES (?, ?, ?, ?)", (ticket_id, author, body, time.time())
    )
    await request.app["db"].commit()
    log.info("reply added to ticket %d", ticket_id)
    raise web.HTTPFound(f"/tickets/{ticket_id}")


@routes.get(r"/tickets/{ticket_id:\d+}")
async def show_ticket(request):
    ticket_id = int(request.match_info["ticket_id"])
    async with request.app["db"].execute(
        "SELECT author, body, ts FROM replies WHERE ticket = ? ORDER BY ts", (ticket_id,)
    ) as cursor:
        rows = await cursor.fetchall()
    thread = "".join(render_reply(*row) for row in rows)
    page = f"<html><body><h1>Ticket #{ticket_id}</h1>{thread}</body></html>"
    return web.Response(text=page, content_type="text/html")


def create_app():
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(init_db)
    app.on_cleanup.append(close_db)
    return app
