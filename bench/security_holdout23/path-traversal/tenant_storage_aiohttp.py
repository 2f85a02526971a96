import logging
import os

from aiohttp import web

log = logging.getLogger(__name__)
STORAGE_ROOT = os.path.realpath(os.environ.get("STORAGE_ROOT", "/srv/storage"))
API_TOKENS = {}  # token -> tenant id, loaded at startup
routes = web.RouteTableDef()


@web.middleware
async def tenant_auth(request, handler):
    token = request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
    tenant_id = API_TOKENS.get(token)
    if tenant_id is None:
        raise web.HTTPUnauthorized()
    request["tenant_root"] = os.path.join(STORAGE_ROOT, str(int(tenant_id)))
    return await handler(request)


def resolve_in_tenant(request, relative):
    base = os.path.realpath(request["tenant_root"])
    target = os.path.realpath(os.path.join(base, relative))
    if os.path.commonpath([base, target]) != base:
        log.info("rejected path outside tenant root: %r", relative)
        raise web.HTTPNotFound()
    return target


@routes.get("/files")
async def list_files(request):
    directory = resolve_in_tenant(request, request.query.get("dir", ""))
    if not os.path.isdir(directory):
        raise web.HTTPNotFound()
    with os.scandir(directory) as entries:
        listing = [{"name": e.name, "dir": e.is_dir(), "size": e.stat().st_size} for e in entries]
    return web.json_response({"entries": listing})


@routes.get("/files/{path:.+}")
async def download_file(request):
    target = resolve_in_tenant(request, request.match_info["path"])
    if not os.path.isfile(target):
        raise web.HTTPNotFound()
    return web.FileResponse(target)


@routes.put("/files/{path:.+}")
async def upload_file(request):
    target = resolve_in_tenant(request, request.match_info["path"])
    os.makedirs(os.path.dirname(target), exist_ok=True)
    size = 0
    with open(target, "wb") as fh:
        async for chunk in request.content.iter_chunked(64 * 1024):
            size += len(chunk)
            fh.write(chunk)
    log.info("stored %d bytes at %s", size, target)
    return web.json_response({"stored": request.match_info["path"], "bytes": size}, status=201)


def make_app():
    app = web.Application(middlewares=[tenant_auth])
    app.add_routes(routes)
    return app
