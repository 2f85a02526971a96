import secrets

from aiohttp import web

SESSIONS = {}


async def start_session(request):
    data = await request.post()
    user = data.get("user")
    if not user or not request.app["auth"](user, data.get("password", "")):
        raise web.HTTPUnauthorized()
    sid = secrets.token_hex(24)
    SESSIONS[sid] = user
    resp = web.json_response({"ok": True})
    resp.set_cookie("SESSIONID", sid, secure=True, httponly=True, samesite="Strict", max_age=1800)
    return resp


def create_app(auth_fn):
    app = web.Application()
    app["auth"] = auth_fn
    app.router.add_post("/session", start_session)
    return app
