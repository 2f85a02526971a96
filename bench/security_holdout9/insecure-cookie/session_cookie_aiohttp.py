import secrets

from aiohttp import web

SESSIONS = {}
COOKIE_FLAGS = {"secure": True, "httponly": True, "samesite": "Strict", "max_age": 3600}


async def login(request):
    data = await request.post()
    user = data.get("user")
    if not user:
        raise web.HTTPBadRequest()
    token = secrets.token_hex(32)
    SESSIONS[token] = user
    resp = web.json_response({"ok": True})
    resp.set_cookie("session", token, **COOKIE_FLAGS)
    return resp


app = web.Application()
app.router.add_post("/login", login)
