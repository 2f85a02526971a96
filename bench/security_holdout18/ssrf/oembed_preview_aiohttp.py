from urllib.parse import urlsplit

import aiohttp
from aiohttp import web

OEMBED_PROVIDERS = {
    "www.youtube.com": "https://www.youtube.com/oembed",
    "vimeo.com": "https://vimeo.com/api/oembed.json",
}


async def embed_preview(request):
    link = request.query.get("url", "")
    parts = urlsplit(link)
    endpoint = OEMBED_PROVIDERS.get((parts.hostname or "").lower())
    if parts.scheme != "https" or endpoint is None:
        raise web.HTTPBadRequest(text="unsupported provider")
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
        async with session.get(endpoint, params={"url": link, "format": "json"}, allow_redirects=False) as resp:
            data = await resp.json(content_type=None)
    return web.json_response({"title": data.get("title"), "html": data.get("html")})


app = web.Application()
app.router.add_get("/embed", embed_preview)
