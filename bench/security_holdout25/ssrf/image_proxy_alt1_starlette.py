from urllib.parse import urlsplit, urlunsplit

import httpx
from starlette.applications import Starlette
from starlette.responses import Response
from starlette.routing import Route

IMAGE_HOSTS = {"images.example.com", "static.partner-media.net"}
IMAGE_TYPES = {"image/png", "image/jpeg", "image/gif", "image/webp"}


async def proxy_image(request):
    parts = urlsplit(request.query_params.get("src", ""))
    if parts.scheme != "https" or parts.hostname not in IMAGE_HOSTS or parts.username or parts.port:
        return Response("image host not allowed", status_code=400)
    target = urlunsplit(("https", parts.hostname, parts.path, parts.query, ""))
    async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
        upstream = await client.get(target)
    ctype = upstream.headers.get("content-type", "").split(";")[0].strip()
    if upstream.status_code != 200 or ctype not in IMAGE_TYPES:
        return Response(status_code=502)
    return Response(upstream.content, media_type=ctype)


app = Starlette(routes=[Route("/img", proxy_image)])
