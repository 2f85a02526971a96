import html
import logging
import os

import aiosqlite
from aiohttp import web

log = logging.getLogger("notes")
DB_PATH = os.environ.get("NOTES_DB", "notes.db")
routes = web.RouteTableDef()


async def init_db(app):
    async with aiosqlite.connect(DB_PATH) as db:
        await db.execute(
            "CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, title TEXT, body TEXT)"
        )
        await db.commit()


def render_note(title, body):
    return "<section><h2>{}</h2><pre>{}</pre></section>".format(
        html.escape(title), html.escape(body)
    )


@routes.post("/notes")
async def create_note(request):
    data = await request.post()
    title = data.get("title", "").strip()
    body = data.get("body", "")
    if not title:
        raise web.HTTPBadRequest(text="title required")
    async with aiosqlite.connect(DB_PATH) as db:
        await db.execute("INSERT INTO notes (title, body) VALUES (?, ?)", (title, body))
        await db.commit()
    log.info("note created: %s", title)
    raise web.HTTPFound("/notes")


@routes.get("/notes")
async def list_notes(request):
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute("SELECT title, body FROM notes ORDER BY id DESC LIMIT 50") as cur:
            rows = await cur.fetchall()
    page = "<html><body><h1>Notes</h1>" + "".join(render_note(t, b) for t, b in rows) + "</body></html>"
    return web.Response(text=page, content_type="text/html")


@routes.get("/notes/count")
async def count(request):
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute("SELECT COUNT(*) FROM notes") as cur:
            (n,) = await cur.fetchone()
    return web.json_response({"count": n})


def create_app():
    app = web.Application()
    app.on_startup.append(init_db)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
