import sqlite3
from datetime import date

from jinja2 import Environment, select_autoescape
from sanic import Sanic
from sanic.response import html, json, redirect

app = Sanic("board")
DB_PATH = "board.db"
env = Environment(autoescape=select_autoescape(default_for_string=True, default=True))

BOARD = env.from_string(
    """<html><body><h1>Team announcements</h1>
{% for a in items %}
<div class="announcement {{ a.level }}"><h2>{{ a.title }}</h2><div>{{ a.body }}</div><small>{{ a.posted }}</small></div>
{% endfor %}</body></html>"""
)
LEVELS = {"info", "warning", "urgent"}


def query(sql, params=()):
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        return [dict(r) for r in conn.execute(sql, params)]


@app.get("/board")
async def board(request):
    items = query("SELECT title, body, level, posted FROM announcements ORDER BY posted DESC LIMIT 30")
    return html(BOARD.render(items=items))


@app.post("/board")
async def post_announcement(request):
    title = request.form.get("title", "").strip()
    body = request.form.get("body", "").strip()
    level = request.form.get("level", "info")
    if not title or level not in LEVELS:
        return json({"error": "invalid"}, status=400)
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute(
            "INSERT INTO announcements (title, body, level, posted) VALUES (?, ?, ?, ?)",
            (title, body, level, date.today().isoformat()),
        )
    return redirect("/board", status=303)


@app.get("/board/stats")
async def stats(request):
    rows = query("SELECT level, COUNT(*) AS n FROM announcements GROUP BY level")
    return json({r["level"]: r["n"] for r in rows})
