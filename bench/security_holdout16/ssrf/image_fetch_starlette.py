from urllib.parse import urlsplit

import httpx
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

ALLOWED_SUFFIX = "imgcdn.net"


async def fetch_image(request):
    src = request.query_params.get("src", "")
    parts = urlsplit(src)
    host = (parts.hostname or "").lower()
    if parts.scheme not in ("http", "https") or not host.endswith(ALLOWED_SUFFIX):
        return PlainTextResponse("image host not allowed", status_code=400)
    async with httpx.AsyncClient(follow_redirects=False, timeout=5) as client:
        upstream = await client.get(src)
    if not upstream.headers.get("content-type", "").startswith("image/"):
        return PlainTextResponse("not an image", status_code=415)
    return Response(upstream.content, media_type=upstream.headers["content-type"])


app = Starlette(routes=[Route("/img", fetch_image)])
