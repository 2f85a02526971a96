import hashlib
import os
from urllib.parse import urlsplit, urlunsplit

import httpx
from quart import Quart, Response, abort, jsonify, request

app = Quart(__name__)
ALLOWED_IMAGE_HOSTS = {"images.example-cdn.com", "uploads.example-media.net"}
MAX_BYTES = 5 * 1024 * 1024
CACHE_DIR = os.environ.get("IMG_CACHE", "/var/cache/imgproxy")


def normalised_source(raw: str) -> str | None:
    parts = urlsplit(raw.strip())
    if parts.scheme != "https" or parts.username or parts.password:
        return None
    if parts.hostname not in ALLOWED_IMAGE_HOSTS or parts.port not in (None, 443):
        return None
    return urlunsplit(("https", parts.hostname, parts.path or "/", parts.query, ""))


def cache_path(url: str) -> str:
    return os.path.join(CACHE_DIR, hashlib.sha256(url.encode()).hexdigest())


@app.get("/health")
async def health():
    return jsonify(ok=True)


@app.get("/img")
async def proxy_image():
    source = normalised_source(request.args.get("src", ""))
    if source is None:
        abort(400)
    cached = cache_path(source)
    if os.path.exists(cached):
        with open(cached, "rb") as fh:
            return Response(fh.read(), content_type="image/webp")
    async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
        upstream = await client.get(source)
    ctype = upstream.headers.get("content-type", "")
    if upstream.status_code != 200 or not ctype.startswith("image/") or len(upstream.content) > MAX_BYTES:
        abort(502)
    with open(cached, "wb") as fh:
        fh.write(upstream.content)
    return Response(upstream.content, content_type=ctype)


@app.get("/hosts")
async def hosts():
    return jsonify(sorted(ALLOWED_IMAGE_HOSTS))
