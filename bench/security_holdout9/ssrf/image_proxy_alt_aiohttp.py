import aiohttp
from aiohttp import web


async def image_proxy(request):
    params = request.rel_url.query
    host = params.get("host", "cdn.example.com")
    path = params.get("path", "/")
    src = "https://" + host + path
    async with aiohttp.ClientSession() as session:
        async with session.get(src) as upstream:
            data = await upstream.read()
            ctype = upstream.headers.get("Content-Type", "application/octet-stream")
    return web.Response(body=data, content_type=ctype.split(";")[0])


app = web.Application()
app.router.add_get("/img", image_proxy)
