import os
from datetime import datetime

import aiofiles
from aiohttp import web

EXPORT_ROOT = os.path.realpath("/var/lib/exports")
routes = web.RouteTableDef()


def _within_root(path: str) -> bool:
    return os.path.commonpath([EXPORT_ROOT, path]) == EXPORT_ROOT


def _describe(entry: os.DirEntry) -> dict:
    st = entry.stat()
    return {
        "name": entry.name,
        "size": st.st_size,
        "modified": datetime.fromtimestamp(st.st_mtime).isoformat(),
    }


@routes.get("/exports")
async def list_exports(request: web.Request) -> web.Response:
    with os.scandir(EXPORT_ROOT) as it:
        items = [_describe(e) for e in it if e.is_file()]
    return web.json_response({"exports": items})


@routes.get("/exports/{tenant}/file")
async def read_export(request: web.Request) -> web.StreamResponse:
    tenant = request.match_info["tenant"]
    name = request.query.get("name", "")
    full = os.path.realpath(os.path.join(EXPORT_ROOT, tenant, name))
    if not _within_root(full) or not os.path.isfile(full):
        raise web.HTTPNotFound()
    resp = web.StreamResponse(headers={"Content-Type": "text/csv"})
    await resp.prepare(request)
    async with aiofiles.open(full, "rb") as fh:
        while chunk := await fh.read(64 * 1024):
            await resp.write(chunk)
    await resp.write_eof()
    return resp


@routes.delete("/exports/{tenant}")
async def purge_tenant(request: web.Request) -> web.Response:
    if request.headers.get("X-Admin-Token") != request.app["admin_token"]:
        raise web.HTTPForbidden()
    return web.json_response({"scheduled": request.match_info["tenant"]})


def create_app() -> web.Application:
    app = web.Application()
    app["admin_token"] = os.environ.get("ADMIN_TOKEN", "")
    app.add_routes(routes)
    return app
