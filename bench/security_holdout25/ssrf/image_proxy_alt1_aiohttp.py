from urllib.parse import urlsplit

import aiohttp
from aiohttp import web

IMAGE_HOSTS = {"images.example-cdn.com", "media.example-cdn.com"}


def image_url(raw):
    parts = urlsplit(raw)
    if parts.scheme != "https" or parts.hostname not in IMAGE_HOSTS:
        raise web.HTTPBadRequest(text="unsupported image source")
    query = f"?{parts.query}" if parts.query else ""
    return f"https://{parts.hostname}{parts.path}{query}"


async def proxy_image(request):
    target = image_url(request.query.get("src", ""))
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
        async with session.get(target, allow_redirects=False) as upstream:
            body = await upstream.read()
            ctype = upstream.headers.get("Content-Type", "application/octet-stream")
    return web.Response(body=body, status=upstream.status, headers={"Content-Type": ctype})


app = web.Application()
app.router.add_get("/img", proxy_image)
