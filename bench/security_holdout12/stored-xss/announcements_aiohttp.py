import time

from aiohttp import web
from jinja2 import DictLoader, Environment

TEMPLATES = {
    "board.html": """<!doctype html>
<html><body>
<h1>Announcements</h1>
{% for item in items %}
<article><h2>{{ item.title }}</h2><p>{{ item.body }}</p><small>{{ item.author }}</small></article>
{% else %}
<p>No announcements.</p>
{% endfor %}
</body></html>""",
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=True)
routes = web.RouteTableDef()


@routes.get("/health")
async def health(request):
    return web.json_response({"ok": True, "time": time.time()})


@routes.post("/announcements")
async def create(request):
    data = await request.post()
    item = {
        "title": str(data.get("title", ""))[:120],
        "body": str(data.get("body", "")),
        "author": str(data.get("author", "staff")),
    }
    request.app["announcements"].append(item)
    raise web.HTTPSeeOther("/announcements")


@routes.get("/announcements")
async def board(request):
    items = list(reversed(request.app["announcements"]))[:20]
    html = env.get_template("board.html").render(items=items)
    return web.Response(text=html, content_type="text/html")


@routes.get("/announcements.json")
async def board_json(request):
    return web.json_response(request.app["announcements"])


@routes.delete("/announcements")
async def clear(request):
    request.app["announcements"].clear()
    return web.json_response({"cleared": True})


def create_app():
    app = web.Application()
    app["announcements"] = []
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
