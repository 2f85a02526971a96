import os
from datetime import datetime, timezone

from aiohttp import web

DOCS_ROOT = "/srv/docs/build"
VERSIONS = ("latest", "stable", "v2")


def _version_dir(version: str) -> str:
    if version not in VERSIONS:
        raise web.HTTPNotFound()
    return os.path.join(DOCS_ROOT, version)


async def index(request: web.Request) -> web.Response:
    version = request.match_info.get("version", "latest")
    raise web.HTTPFound(f"/docs/{version}/index.html")


async def versions(request: web.Request) -> web.Response:
    info = []
    for v in VERSIONS:
        stat = os.stat(_version_dir(v))
        built = datetime.fromtimestamp(stat.st_mtime, timezone.utc).isoformat()
        info.append({"version": v, "built": built})
    return web.json_response(info)


async def page(request: web.Request) -> web.StreamResponse:
    base = _version_dir(request.match_info["version"])
    page_path = request.query.get("page", "index.html")
    full_path = os.path.join(base, page_path)
    if not os.path.isfile(full_path):
        raise web.HTTPNotFound()
    return web.FileResponse(full_path)


async def search(request: web.Request) -> web.Response:
    term = request.query.get("q", "").lower()
    base = _version_dir(request.match_info["version"])
    hits = []
    for root, _, files in os.walk(base):
        for name in files:
            if term and term in name.lower():
                hits.append(os.path.relpath(os.path.join(root, name), base))
    return web.json_response(hits[:50])


def create_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/docs/versions", versions)
    app.router.add_get("/docs/{version}/", index)
    app.router.add_get("/docs/{version}/view", page)
    app.router.add_get("/docs/{version}/search", search)
    return app
