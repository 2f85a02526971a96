import hashlib
import json
import logging

import bcrypt
from aiohttp import web

log = logging.getLogger("members")

MEMBERS = {}
ANNOUNCEMENTS = [
    {"id": 1, "title": "Welcome", "body": "The portal is live."},
]


def hash_password(password: str) -> bytes:
    return bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))


def check_password(password: str, hashed: bytes) -> bool:
    return bcrypt.checkpw(password.encode("utf-8"), hashed)


def etag_for(payload: bytes) -> str:
    return '"' + hashlib.md5(payload, usedforsecurity=False).hexdigest() + '"'


async def register(request):
    data = await request.post()
    username = data.get("username", "").strip()
    password = data.get("password", "")
    if not username or len(password) < 10:
        raise web.HTTPBadRequest(text="username and a 10+ character password are required")
    if username in MEMBERS:
        raise web.HTTPConflict(text="already registered")
    MEMBERS[username] = {"pw": hash_password(password), "roles": ["member"]}
    log.info("registered %s", username)
    return web.json_response({"username": username}, status=201)


async def login(request):
    data = await request.post()
    member = MEMBERS.get(data.get("username", ""))
    if member is None or not check_password(data.get("password", ""), member["pw"]):
        raise web.HTTPUnauthorized(text="invalid credentials")
    return web.json_response({"roles": member["roles"]})


async def announcements(request):
    body = json.dumps(ANNOUNCEMENTS).encode()
    tag = etag_for(body)
    if request.headers.get("If-None-Match") == tag:
        return web.Response(status=304)
    return web.Response(body=body, content_type="application/json", headers={"ETag": tag})


def build_app():
    app = web.Application()
    app.add_routes([
        web.post("/register", register),
        web.post("/login", login),
        web.get("/announcements", announcements),
    ])
    return app


if __name__ == "__main__":
    web.run_app(build_app())
