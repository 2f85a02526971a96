import json
import os

from aiohttp import web

DOCS_ROOT = os.path.abspath("docs")
INDEX_FILE = os.path.join(DOCS_ROOT, "index.json")

routes = web.RouteTableDef()


def load_index():
    with open(INDEX_FILE, encoding="utf-8") as fh:
        return json.load(fh)


@routes.get("/docs")
async def index(request):
    return web.json_response(load_index())


@routes.get("/docs/search")
async def search(request):
    term = request.query.get("q", "").lower()
    hits = [d for d in load_index() if term in d.get("title", "").lower()]
    return web.json_response(hits)


@routes.get("/docs/page")
async def page(request):
    section = request.query.get("section", "guide")
    name = request.query.get("name", "intro.md")
    parts = [DOCS_ROOT, section, name]
    full = os.path.join(*parts)
    if not os.path.isfile(full):
        raise web.HTTPNotFound()
    with open(full, encoding="utf-8") as fh:
        body = fh.read()
    return web.Response(text=body, content_type="text/markdown")


@routes.get("/docs/version")
async def version(request):
    return web.json_response({"version": os.environ.get("DOCS_VERSION", "dev")})


def create_app():
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
