import hashlib
import logging
import os
from pathlib import Path
from urllib.parse import urlparse

import aiohttp
from aiohttp import web

log = logging.getLogger("avatars")

AVATAR_DIR = Path(os.environ.get("AVATAR_DIR", "/var/lib/app/avatars"))
MAX_BYTES = 2 * 1024 * 1024
IMAGE_TYPES = {"image/png", "image/jpeg", "image/webp"}


async def download(session, url):
    async with session.get(url, timeout=aiohttp.ClientTimeout(total=8)) as resp:
        if resp.status != 200:
            raise web.HTTPBadGateway(text=f"upstream returned {resp.status}")
        if resp.content_type not in IMAGE_TYPES:
            raise web.HTTPUnsupportedMediaType(text="not an image")
        data = await resp.content.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise web.HTTPRequestEntityTooLarge(max_size=MAX_BYTES, actual_size=len(data))
        return data, resp.content_type


async def import_avatar(request: web.Request) -> web.Response:
    user_id = request["user_id"]
    payload = await request.json()
    url = str(payload.get("avatar_url", "")).strip()
    if urlparse(url).scheme not in ("http", "https"):
        raise web.HTTPBadRequest(text="avatar_url must be an http(s) URL")
    session: aiohttp.ClientSession = request.app["http"]
    try:
        data, ctype = await download(session, url)
    except aiohttp.ClientError as exc:
        log.info("avatar import failed for user %s: %s", user_id, exc)
        raise web.HTTPBadGateway(text="could not download avatar")
    digest = hashlib.sha256(data).hexdigest()
    ext = ".png" if ctype == "image/png" else ".jpg" if ctype == "image/jpeg" else ".webp"
    (AVATAR_DIR / f"{digest}{ext}").write_bytes(data)
    return web.json_response({"avatar": f"/avatars/{digest}{ext}"}, status=201)


async def on_startup(app):
    app["http"] = aiohttp.ClientSession(headers={"User-Agent": "example-avatar-import"})


async def on_cleanup(app):
    await app["http"].close()


def create_app():
    app = web.Application(client_max_size=64 * 1024)
    app.router.add_post("/me/avatar/import", import_avatar)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app
