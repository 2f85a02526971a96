import os
from urllib.parse import unquote

from aiohttp import web

DOCS_ROOT = "/srv/docs/build"


class DocStore:
    root = DOCS_ROOT
    suffix = ".html"

    def __init__(self, version):
        self.version = version

    def locate(self, page):
        return os.path.join(self.root, self.version, page + self.suffix)

    def versions(self):
        return sorted(os.listdir(self.root))


async def index(request):
    store = DocStore("latest")
    return web.json_response({"versions": store.versions()})


async def page(request):
    version = request.match_info.get("version", "latest")
    if version not in DocStore("latest").versions():
        raise web.HTTPNotFound()
    raw_page = request.match_info["page"]
    page_name = unquote(unquote(raw_page))
    store = DocStore(version)
    target = store.locate(page_name)
    if not os.path.isfile(target):
        raise web.HTTPNotFound()
    with open(target, encoding="utf-8") as fh:
        body = fh.read()
    return web.Response(text=body, content_type="text/html")


async def health(request):
    return web.json_response({"ok": True})


def create_app():
    app = web.Application()
    app.router.add_get("/", index)
    app.router.add_get("/health", health)
    app.router.add_get("/docs/{version}/{page:.+}", page)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
