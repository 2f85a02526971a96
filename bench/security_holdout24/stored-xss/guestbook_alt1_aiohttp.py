from aiohttp import web
from jinja2 import Environment

env = Environment(autoescape=True)
PAGE = env.from_string(
    """<h1>Guestbook</h1>
<ul>
{% for entry in entries %}
  <li><strong>{{ entry.name }}</strong> wrote on {{ entry.created }}:
      <div class="message">{{ entry.message | safe }}</div></li>
{% endfor %}
</ul>"""
)


async def show_guestbook(request: web.Request) -> web.Response:
    db = request.app["db"]
    sql = "SELECT name, message, created FROM entries ORDER BY created DESC LIMIT 50"
    async with db.execute(sql) as cur:
        entries = [dict(zip(("name", "message", "created"), row)) for row in await cur.fetchall()]
    return web.Response(text=PAGE.render(entries=entries), content_type="text/html")


async def sign_guestbook(request: web.Request) -> web.Response:
    form = await request.post()
    await request.app["db"].execute(
        "INSERT INTO entries (name, message, created) VALUES (?, ?, datetime('now'))",
        (form.get("name", "")[:60], form.get("message", "")[:2000]),
    )
    await request.app["db"].commit()
    raise web.HTTPSeeOther("/guestbook")
