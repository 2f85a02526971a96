from urllib.parse import urlsplit, urlunsplit

import aiohttp
from aiohttp import web

ALLOWED_HOSTS = {"images.cdn.example", "static.partner.example"}


async def mirror_image(request):
    raw = request.query.get("src", "")
    parts = urlsplit(raw)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS or parts.port not in (None, 443):
        raise web.HTTPBadRequest(text="source not allowed")
    clean = urlunsplit(("https", parts.hostname, parts.path, parts.query, ""))
    async with aiohttp.ClientSession() as session:
        async with session.get(clean, allow_redirects=False) as upstream:
            body = await upstream.read()
    return web.Response(body=body, content_type=upstream.content_type)


app = web.Application()
app.router.add_get("/mirror", mirror_image)
