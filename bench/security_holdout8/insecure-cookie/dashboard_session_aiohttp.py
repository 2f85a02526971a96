import hashlib
import hmac
import os
import secrets
import time
from dataclasses import dataclass
from typing import Dict, Optional

from aiohttp import web

COOKIE_NAME = "dash_sid"
COOKIE_MAX_AGE = 4 * 3600
COOKIE_SETTINGS = {
    "max_age": COOKIE_MAX_AGE,
    "path": "/",
    "secure": True,
    "httponly": True,
    "samesite": "Lax",
}


@dataclass
class DashboardUser:
    id: int
    username: str
    password_hash: bytes
    salt: bytes


class UserDirectory:
    def __init__(self):
        self._users: Dict[str, DashboardUser] = {}

    def add(self, user: DashboardUser):
        self._users[user.username] = user

    def check(self, username: str, password: str) -> Optional[DashboardUser]:
        user = self._users.get(username)
        if user is None:
            return None
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), user.salt, 200_000)
        return user if hmac.compare_digest(digest, user.password_hash) else None


class SessionRegistry:
    def __init__(self):
        self._store: Dict[str, tuple] = {}

    def create(self, user_id: int) -> str:
        sid = secrets.token_urlsafe(32)
        self._store[sid] = (user_id, time.time() + COOKIE_MAX_AGE)
        return sid

    def drop(self, sid: str) -> None:
        self._store.pop(sid, None)


routes = web.RouteTableDef()


@routes.post("/dashboard/login")
async def dashboard_login(request: web.Request) -> web.Response:
    form = await request.post()
    user = request.app["users"].check(form.get("username", ""), form.get("password", ""))
    if user is None:
        return web.json_response({"error": "invalid credentials"}, status=401)
    sid = request.app["sessions"].create(user.id)
    response = web.json_response({"ok": True, "user": user.username})
    response.set_cookie(COOKIE_NAME, sid, **COOKIE_SETTINGS)
    return response


@routes.post("/dashboard/logout")
async def dashboard_logout(request: web.Request) -> web.Response:
    sid = request.cookies.get(COOKIE_NAME)
    if sid:
        request.app["sessions"].drop(sid)
    response = web.json_response({"ok": True})
    response.del_cookie(COOKIE_NAME, path="/")
    return response


def create_app() -> web.Application:
    app = web.Application()
    app["users"] = UserDirectory()
    app["sessions"] = SessionRegistry()
    app["boot_nonce"] = os.urandom(8).hex()
    app.add_routes(routes)
    return app
