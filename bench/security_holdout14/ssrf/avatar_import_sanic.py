import hashlib
from pathlib import Path
from urllib.parse import quote, urlsplit

import httpx
from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import json

app = Sanic("avatars")
AVATAR_DIR = Path("/srv/avatars")
IMAGE_HOSTS = {"images.example-cdn.net", "avatars.githubusercontent.com", "secure.gravatar.com"}
MAX_BYTES = 2 * 1024 * 1024


def normalise_image_url(raw: str) -> str:
    try:
        parts = urlsplit(raw.strip())
        port = parts.port
    except ValueError:
        raise BadRequest("malformed URL")
    if parts.scheme != "https" or parts.hostname not in IMAGE_HOSTS or port not in (None, 443):
        raise BadRequest("images must come from a supported host over https")
    path = quote(parts.path or "/", safe="/-_.~%")
    query = "?" + quote(parts.query, safe="=&-_.~%") if parts.query else ""
    return f"https://{parts.hostname}{path}{query}"


@app.before_server_start
async def setup_client(app, _loop):
    app.ctx.http = httpx.AsyncClient(timeout=10, follow_redirects=False)


@app.after_server_stop
async def close_client(app, _loop):
    await app.ctx.http.aclose()


@app.post("/users/<user_id:int>/avatar/import")
async def import_avatar(request, user_id: int):
    source = (request.json or {}).get("image_url", "")
    url = normalise_image_url(str(source))
    resp = await request.app.ctx.http.get(url)
    if resp.status_code != 200 or not resp.headers.get("content-type", "").startswith("image/"):
        raise BadRequest("could not fetch image")
    if len(resp.content) > MAX_BYTES:
        raise BadRequest("image too large")
    digest = hashlib.sha256(resp.content).hexdigest()
    (AVATAR_DIR / f"{user_id}.img").write_bytes(resp.content)
    return json({"user": user_id, "sha256": digest})


@app.get("/users/<user_id:int>/avatar/info")
async def avatar_info(request, user_id: int):
    path = AVATAR_DIR / f"{user_id}.img"
    if not path.exists():
        return json({"user": user_id, "avatar": False})
    return json({"user": user_id, "avatar": True, "bytes": path.stat().st_size})
