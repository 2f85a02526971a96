import secrets
import time

from aiohttp import web

SESSION_COOKIE = "sid"
SESSION_TTL = 4 * 3600
USERS = {"ops": "s3cret-ops-password", "viewer": "read-only-password"}


class Sessions:
    def __init__(self):
        self._store = {}

    def open(self, user):
        sid = secrets.token_urlsafe(32)
        self._store[sid] = (user, time.time() + SESSION_TTL)
        return sid

    def user_for(self, sid):
        entry = self._store.get(sid or "")
        if not entry or entry[1] < time.time():
            return None
        return entry[0]

    def close(self, sid):
        self._store.pop(sid, None)


sessions = Sessions()


async def login(request: web.Request) -> web.Response:
    form = await request.post()
    user = str(form.get("username", ""))
    if USERS.get(user) != form.get("password"):
        raise web.HTTPUnauthorized(text="invalid credentials")
    sid = sessions.open(user)
    resp = web.json_response({"user": user})
    resp.set_cookie(SESSION_COOKIE, sid, max_age=SESSION_TTL, path="/")
    return resp


async def whoami(request: web.Request) -> web.Response:
    user = sessions.user_for(request.cookies.get(SESSION_COOKIE))
    if user is None:
        raise web.HTTPUnauthorized()
    return web.json_response({"user": user})


async def logout(request: web.Request) -> web.Response:
    sessions.close(request.cookies.get(SESSION_COOKIE))
    resp = web.json_response({"ok": True})
    resp.del_cookie(SESSION_COOKIE)
    return resp


async def set_theme(request: web.Request) -> web.Response:
    theme = request.query.get("theme", "light")
    resp = web.json_response({"theme": theme})
    resp.set_cookie("theme", theme if theme in ("light", "dark") else "light")
    return resp


def create_app() -> web.Application:
    app = web.Application()
    app.router.add_post("/login", login)
    app.router.add_get("/whoami", whoami)
    app.router.add_post("/logout", logout)
    app.router.add_get("/prefs/theme", set_theme)
    return app
