import hashlib

import aiohttp
from aiohttp import web

CACHE: dict[str, tuple[str, bytes]] = {}
MAX_IMAGE = 8 * 1024 * 1024
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/gif", "image/webp"}


def cache_key(url: str, width: int) -> str:
    return hashlib.sha256(f"{url}|{width}".encode()).hexdigest()


async def download(session: aiohttp.ClientSession, source: str) -> tuple[str, bytes]:
    async with session.get(source, timeout=aiohttp.ClientTimeout(total=15)) as upstream:
        if upstream.status != 200:
            raise web.HTTPBadGateway(text=f"upstream returned {upstream.status}")
        ctype = upstream.headers.get("Content-Type", "").split(";")[0]
        data = await upstream.content.read(MAX_IMAGE + 1)
    if len(data) > MAX_IMAGE:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_IMAGE, actual_size=len(data))
    return ctype, data


async def proxy_image(request: web.Request) -> web.Response:
    source = request.query.get("src")
    if not source:
        raise web.HTTPBadRequest(text="src required")
    width = int(request.query.get("w", "0"))
    key = cache_key(source, width)
    if key not in CACHE:
        CACHE[key] = await download(request.app["http"], source)
    ctype, data = CACHE[key]
    if ctype not in ALLOWED_TYPES:
        raise web.HTTPUnsupportedMediaType(text="not an image")
    return web.Response(body=data, content_type=ctype, headers={"Cache-Control": "public, max-age=86400"})


async def cache_stats(request: web.Request) -> web.Response:
    return web.json_response({"entries": len(CACHE), "bytes": sum(len(v[1]) for v in CACHE.values())})


async def on_startup(app: web.Application):
    app["http"] = aiohttp.ClientSession()


async def on_cleanup(app: web.Application):
    await app["http"].close()


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.router.add_get("/img", proxy_image)
    app.router.add_get("/img/stats", cache_stats)
    return app
