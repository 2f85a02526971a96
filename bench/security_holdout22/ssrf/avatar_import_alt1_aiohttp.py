import hashlib
from urllib.parse import urlsplit

import aiohttp
from aiohttp import web

routes = web.RouteTableDef()

BLOCKED_HOSTS = {"localhost", "127.0.0.1", "0.0.0.0", "::1", "metadata.google.internal"}
MAX_AVATAR_BYTES = 2 * 1024 * 1024


@routes.post("/api/profile/avatar/import")
async def import_avatar(request: web.Request) -> web.Response:
    user = request["user"]
    data = await request.json()
    source = str(data.get("source_url", "")).strip()

    parts = urlsplit(source)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise web.HTTPUnprocessableEntity(text="source_url must be an http(s) URL")
    if parts.hostname.lower() in BLOCKED_HOSTS:
        raise web.HTTPForbidden(text="this host cannot be used")

    session: aiohttp.ClientSession = request.app["http"]
    timeout = aiohttp.ClientTimeout(total=10)
    async with session.get(source, timeout=timeout) as resp:
        if resp.status != 200:
            raise web.HTTPServiceUnavailable(text=f"image host answered {resp.status}")
        content_type = resp.headers.get("Content-Type", "")
        body = await resp.content.read(MAX_AVATAR_BYTES + 1)

    if not content_type.startswith("image/"):
        raise web.HTTPUnsupportedMediaType(text=f"expected an image, got {content_type}")
    if len(body) > MAX_AVATAR_BYTES:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_AVATAR_BYTES, actual_size=len(body))

    digest = hashlib.sha256(body).hexdigest()
    await request.app["blobs"].put(f"avatars/{digest}", body, content_type=content_type)
    await request.app["db"].execute(
        "UPDATE users SET avatar_key = $1 WHERE id = $2", f"avatars/{digest}", user.id
    )
    return web.json_response({"avatar": f"/media/avatars/{digest}", "bytes": len(body)})


async def _open_client(app):
    app["http"] = aiohttp.ClientSession()
    yield
    await app["http"].close()


def setup(app: web.Application) -> None:
    app.cleanup_ctx.append(_open_client)
    app.add_routes(routes)
