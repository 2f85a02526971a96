import logging
from urllib.parse import urlsplit, urlunsplit

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

log = logging.getLogger("img-proxy")

CDN_HOSTS = frozenset({"images.example-cdn.com", "static.partner-media.net"})
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/webp", "image/gif"}
MAX_BYTES = 4 * 1024 * 1024


def normalise_source(raw: str):
    parts = urlsplit(raw)
    host = (parts.hostname or "").lower()
    if parts.scheme != "https" or host not in CDN_HOSTS:
        return None
    if parts.username or parts.password or parts.port not in (None, 443):
        return None
    return urlunsplit(("https", host, parts.path or "/", parts.query, ""))


async def proxy_image(request: Request):
    source = normalise_source(request.query_params.get("src", ""))
    if source is None:
        return JSONResponse({"error": "source not allowed"}, status_code=400)
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        upstream = await client.get(source)
    ctype = upstream.headers.get("content-type", "").split(";")[0]
    if upstream.status_code != 200 or ctype not in ALLOWED_TYPES:
        log.info("rejected upstream %s (%s, %s)", source, upstream.status_code, ctype)
        return JSONResponse({"error": "upstream rejected"}, status_code=502)
    if len(upstream.content) > MAX_BYTES:
        return JSONResponse({"error": "image too large"}, status_code=413)
    return Response(
        upstream.content,
        media_type=ctype,
        headers={"Cache-Control": "public, max-age=86400"},
    )


async def healthz(request: Request):
    return JSONResponse({"ok": True})


app = Starlette(routes=[Route("/img", proxy_image), Route("/healthz", healthz)])
