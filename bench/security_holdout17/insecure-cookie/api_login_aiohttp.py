from aiohttp import web

from app.auth import SessionStore, check_password


async def login(request: web.Request) -> web.Response:
    form = await request.post()
    store: SessionStore = request.app["sessions"]
    user = await check_password(form.get("email", ""), form.get("password", ""))
    if user is None:
        return web.json_response({"error": "invalid credentials"}, status=401)
    sid = await store.create(user.id)
    response = web.json_response({"user": user.id})
    response.set_cookie("sid", sid, max_age=8 * 3600, secure=True, httponly=True, samesite="Strict")
    return response


def setup(app: web.Application) -> None:
    app.router.add_post("/api/login", login)
