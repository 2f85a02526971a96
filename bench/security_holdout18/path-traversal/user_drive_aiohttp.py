import secrets
from pathlib import Path

from aiohttp import web

STORAGE_ROOT = Path("/srv/drive")
MAX_UPLOAD = 20 * 1024 * 1024


@web.middleware
async def auth_middleware(request: web.Request, handler):
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    user = await request.app["tokens"].lookup(token) if token else None
    if user is not None:
        request["user"] = user
    return await handler(request)


def user_root(request: web.Request) -> Path:
    user = request.get("user")
    if user is None:
        raise web.HTTPUnauthorized()
    root = STORAGE_ROOT / str(user["id"])
    root.mkdir(parents=True, exist_ok=True)
    return root


async def list_files(request: web.Request) -> web.Response:
    root = user_root(request)
    entries = [{"name": p.name, "size": p.stat().st_size} for p in sorted(root.iterdir()) if p.is_file()]
    return web.json_response(entries)


async def upload(request: web.Request) -> web.Response:
    root = user_root(request)
    data = await request.post()
    field = data.get("file")
    if field is None or not hasattr(field, "file"):
        raise web.HTTPBadRequest(text="missing file")
    stored = f"{secrets.token_hex(8)}-{Path(field.filename).name}"
    (root / stored).write_bytes(field.file.read(MAX_UPLOAD))
    return web.json_response({"name": stored}, status=201)


async def download(request: web.Request) -> web.StreamResponse:
    root = user_root(request)
    rel = request.query.get("path", "")
    target = root / rel
    if not target.is_file():
        raise web.HTTPNotFound()
    return web.FileResponse(target)


def create_app(tokens) -> web.Application:
    app = web.Application(middlewares=[auth_middleware], client_max_size=MAX_UPLOAD)
    app["tokens"] = tokens
    app.router.add_get("/files", list_files)
    app.router.add_post("/files", upload)
    app.router.add_get("/files/download", download)
    return app
