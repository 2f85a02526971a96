import aiohttp
from aiohttp import web

MAX_BYTES = 10 * 1024 * 1024


async def fetch_pdf(request: web.Request) -> web.Response:
    data = await request.json()
    url = str(data.get("url", "")).strip()
    if not url.startswith(("http://", "https://")) or not url.lower().endswith(".pdf"):
        raise web.HTTPBadRequest(text="a link to a PDF is required")
    timeout = aiohttp.ClientTimeout(total=15)
    async with aiohttp.ClientSession(timeout=timeout) as client:
        async with client.get(url) as upstream:
            body = await upstream.content.read(MAX_BYTES)
    return web.Response(body=body, content_type="application/pdf")


app = web.Application()
app.router.add_post("/documents/fetch", fetch_pdf)
