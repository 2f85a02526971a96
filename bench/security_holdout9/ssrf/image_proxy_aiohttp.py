import hashlib
import logging
from urllib.parse import urlparse

import aiohttp
from aiohttp import web

log = logging.getLogger("imgproxy")

MAX_SIZE = 8 * 1024 * 1024
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/gif", "image/webp"}


class ImageCache:
    def __init__(self, capacity=256):
        self.capacity = capacity
        self.items = {}

    def key(self, url):
        return hashlib.sha256(url.encode()).hexdigest()

    def get(self, url):
        return self.items.get(self.key(url))

    def put(self, url, value):
        if len(self.items) >= self.capacity:
            self.items.pop(next(iter(self.items)))
        self.items[self.key(url)] = value


async def fetch_image(session, url):
    async with session.get(url, timeout=aiohttp.ClientTimeout(total=10)) as upstream:
        if upstream.status != 200:
            raise web.HTTPBadGateway()
        ctype = upstream.headers.get("Content-Type", "").split(";")[0]
        if ctype not in ALLOWED_TYPES:
            raise web.HTTPUnsupportedMediaType()
        data = await upstream.content.read(MAX_SIZE + 1)
        if len(data) > MAX_SIZE:
            raise web.HTTPRequestEntityTooLarge(max_size=MAX_SIZE, actual_size=len(data))
        return ctype, data


async def proxy(request):
    url = request.query.get("src", "")
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise web.HTTPBadRequest(text="absolute http(s) url required")
    cache = request.app["cache"]
    hit = cache.get(url)
    if hit is None:
        hit = await fetch_image(request.app["http"], url)
        cache.put(url, hit)
        log.info("fetched %s", parsed.netloc)
    ctype, data = hit
    return web.Response(body=data, content_type=ctype, headers={"Cache-Control": "public, max-age=86400"})


async def on_startup(app):
    app["http"] = aiohttp.ClientSession()


async def on_cleanup(app):
    await app["http"].close()


def create_app():
    app = web.Application()
    app["cache"] = ImageCache()
    app.router.add_get("/img", proxy)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app
