import sqlite3
from datetime import datetime, timezone

from aiohttp import web
from jinja2 import Environment

DB_PATH = "guestbook.db"
env = Environment(autoescape=False)

LIST_TEMPLATE = env.from_string(
    """<html><body><h1>Guestbook</h1>
{% for e in entries %}
<article><header>{{ e.name }} &middot; {{ e.created }}</header><p>{{ e.message }}</p></article>
{% endfor %}
<form method="post"><input name="name"><textarea name="message"></textarea><button>Sign</button></form>
</body></html>"""
)


def init_db():
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY, name TEXT, message TEXT, created TEXT)"
        )


def load_entries(limit=100):
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        rows = conn.execute("SELECT name, message, created FROM entries ORDER BY id DESC LIMIT ?", (limit,))
        return [dict(r) for r in rows]


async def show(request: web.Request) -> web.Response:
    entries = load_entries()
    html = LIST_TEMPLATE.render(entries=entries)
    return web.Response(text=html, content_type="text/html")


async def sign(request: web.Request) -> web.Response:
    form = await request.post()
    name = str(form.get("name", "")).strip()[:80] or "Anonymous"
    message = str(form.get("message", "")).strip()[:2000]
    if not message:
        raise web.HTTPBadRequest(text="empty message")
    created = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M")
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute("INSERT INTO entries (name, message, created) VALUES (?, ?, ?)", (name, message, created))
    raise web.HTTPSeeOther("/guestbook")


async def count(request: web.Request) -> web.Response:
    with sqlite3.connect(DB_PATH) as conn:
        (total,) = conn.execute("SELECT COUNT(*) FROM entries").fetchone()
    return web.json_response({"entries": total})


def create_app() -> web.Application:
    init_db()
    app = web.Application()
    app.router.add_get("/guestbook", show)
    app.router.add_post("/guestbook", sign)
    app.router.add_get("/guestbook/count", count)
    return app
