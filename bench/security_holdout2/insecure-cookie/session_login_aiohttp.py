import secrets

from aiohttp import web

from .auth import verify_credentials


async def login(request):
    form = await request.post()
    user = await verify_credentials(request.app["db"], form.get("username"), form.get("password"))
    if user is None:
        raise web.HTTPUnauthorized(text="invalid login")
    sid = secrets.token_hex(32)
    await request.app["redis"].set(f"session:{sid}", user.id, ex=86400)
    resp = web.json_response({"user": user.id})
    resp.set_cookie("AIOSESSION", sid, max_age=86400, path="/")
    return resp


def setup_routes(app):
    app.router.add_post("/login", login)
