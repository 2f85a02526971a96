import aiohttp
from aiohttp import web

CACHE_HEADERS = {"Cache-Control": "public, max-age=86400"}


async def proxy_image(request):
    host = request.query.get("host", "images.example-cdn.com")
    path = request.query.get("path", "").lstrip("/")
    target = f"http://{host}/{path}"
    timeout = aiohttp.ClientTimeout(total=10)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.get(target) as resp:
            body = await resp.read()
            content_type = resp.headers.get("Content-Type", "application/octet-stream")
    return web.Response(body=body, content_type=content_type.split(";")[0], headers=CACHE_HEADERS)


app = web.Application()
app.router.add_get("/img", proxy_image)
