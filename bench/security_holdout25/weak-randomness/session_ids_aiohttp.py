import random
import time

from aiohttp import web

SESSION_TTL = 3600
COOKIE = "sid"


def id_stream():
    while True:
        yield "%032x" % random.getrandbits(128)


class SessionStore:
    def __init__(self):
        self._data = {}
        self._ids = id_stream()

    def create(self, user_id):
        sid = next(self._ids)
        self._data[sid] = {"user": user_id, "expires": time.time() + SESSION_TTL}
        return sid

    def get(self, sid):
        entry = self._data.get(sid)
        if entry and entry["expires"] > time.time():
            return entry
        self._data.pop(sid, None)
        return None

    def drop(self, sid):
        self._data.pop(sid, None)


async def login(request):
    form = await request.post()
    user_id = await request.app["users"].verify(form.get("username", ""), form.get("password", ""))
    if user_id is None:
        raise web.HTTPUnauthorized()
    sid = request.app["sessions"].create(user_id)
    resp = web.json_response({"ok": True})
    resp.set_cookie(COOKIE, sid, max_age=SESSION_TTL, httponly=True, secure=True, samesite="Lax")
    return resp


async def me(request):
    entry = request.app["sessions"].get(request.cookies.get(COOKIE, ""))
    if entry is None:
        raise web.HTTPUnauthorized()
    return web.json_response({"user": entry["user"]})


async def logout(request):
    request.app["sessions"].drop(request.cookies.get(COOKIE, ""))
    resp = web.json_response({"ok": True})
    resp.del_cookie(COOKIE)
    return resp


def create_app(users):
    app = web.Application()
    app["users"] = users
    app["sessions"] = SessionStore()
    app.add_routes([web.post("/login", login), web.get("/me", me), web.post("/logout", logout)])
    return app
