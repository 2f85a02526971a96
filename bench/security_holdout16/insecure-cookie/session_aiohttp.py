import os
import secrets
import time
from dataclasses import dataclass, field

from aiohttp import web

routes = web.RouteTableDef()
SESSION_COOKIE = "sid"
SESSION_TTL = 8 * 3600
COOKIE_FLAGS = {"httponly": True, "secure": True, "samesite": "Lax", "path": "/"}


@dataclass
class SessionStore:
    items: dict[str, tuple[int, float]] = field(default_factory=dict)

    def create(self, user_id: int) -> str:
        sid = secrets.token_urlsafe(32)
        self.items[sid] = (user_id, time.time() + SESSION_TTL)
        return sid

    def lookup(self, sid: str | None) -> int | None:
        if sid and (entry := self.items.get(sid)) and entry[1] > time.time():
            return entry[0]
        return None


async def check_credentials(username: str, password: str) -> int | None:
    expected = os.environ.get("DEMO_PASSWORD")
    return 1 if expected and username == "admin" and secrets.compare_digest(password, expected) else None


@routes.post("/session")
async def create_session(request: web.Request) -> web.Response:
    data = await request.post()
    user_id = await check_credentials(str(data.get("username", "")), str(data.get("password", "")))
    if user_id is None:
        raise web.HTTPUnauthorized()
    sid = request.app["sessions"].create(user_id)
    resp = web.json_response({"ok": True})
    resp.set_cookie(SESSION_COOKIE, sid, max_age=SESSION_TTL, **COOKIE_FLAGS)
    return resp


@routes.get("/session")
async def current_session(request: web.Request) -> web.Response:
    user_id = request.app["sessions"].lookup(request.cookies.get(SESSION_COOKIE))
    return web.json_response({"user_id": user_id})


@routes.delete("/session")
async def end_session(request: web.Request) -> web.Response:
    request.app["sessions"].items.pop(request.cookies.get(SESSION_COOKIE, ""), None)
    resp = web.json_response({"ok": True})
    resp.del_cookie(SESSION_COOKIE, path="/")
    return resp


def create_app() -> web.Application:
    app = web.Application()
    app["sessions"] = SessionStore()
    app.add_routes(routes)
    return app
