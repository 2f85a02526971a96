import asyncio
import random
import secrets
import time

from aiohttp import web

SESSION_TTL = 3600
SESSIONS: dict[str, dict] = {}


def new_session_id() -> str:
    return secrets.token_hex(32)


async def retry_with_jitter(func, attempts=3):
    for attempt in range(attempts):
        try:
            return await func()
        except ConnectionError:
            await asyncio.sleep(0.2 * 2 ** attempt + random.uniform(0, 0.1))
    raise web.HTTPServiceUnavailable()


async def login(request: web.Request) -> web.Response:
    data = await request.post()
    users = request.app["users"]

    async def check():
        return await users.verify(data.get("username", ""), data.get("password", ""))

    user = await retry_with_jitter(check)
    if user is None:
        raise web.HTTPUnauthorized(text="wrong username or password")
    sid = new_session_id()
    SESSIONS[sid] = {"user_id": user.id, "expires": time.time() + SESSION_TTL}
    resp = web.json_response({"user": user.name})
    resp.set_cookie("sid", sid, secure=True, httponly=True, samesite="Lax", max_age=SESSION_TTL)
    return resp


async def whoami(request: web.Request) -> web.Response:
    session = SESSIONS.get(request.cookies.get("sid", ""))
    if session is None or session["expires"] < time.time():
        raise web.HTTPUnauthorized()
    return web.json_response({"user_id": session["user_id"]})


async def logout(request: web.Request) -> web.Response:
    SESSIONS.pop(request.cookies.get("sid", ""), None)
    resp = web.json_response({"ok": True})
    resp.del_cookie("sid")
    return resp


app = web.Application()
app.add_routes([
    web.post("/login", login),
    web.get("/me", whoami),
    web.post("/logout", logout),
])
