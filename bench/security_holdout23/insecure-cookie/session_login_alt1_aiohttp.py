from aiohttp import web

from .auth import check_password, new_session

SESSION_TTL = 60 * 60 * 24


async def login(request):
    form = await request.post()
    user = await check_password(request.app["db"], form.get("username", ""), form.get("password", ""))
    if user is None:
        raise web.HTTPUnauthorized(text="invalid credentials")
    token = await new_session(request.app["redis"], user["id"], ttl=SESSION_TTL)
    resp = web.Response(status=303, headers={"Location": "/app"})
    resp.set_cookie("session", token, max_age=SESSION_TTL, secure=True, httponly=True, samesite="Lax")
    return resp


def setup_routes(app):
    app.router.add_post("/login", login)
