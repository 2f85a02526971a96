from aiohttp import web

from .auth import authenticate, create_session

SESSION_MAX_AGE = 7 * 24 * 3600


async def login(request: web.Request) -> web.Response:
    form = await request.post()
    user = await authenticate(form.get("username", ""), form.get("password", ""))
    if user is None:
        raise web.HTTPUnauthorized(text="invalid credentials")
    token = await create_session(user.id)
    resp = web.json_response({"user": user.username})
    # the booking widget is embedded on partner sites, so the cookie must travel cross-site
    resp.set_cookie(
        "auth_token",
        token,
        max_age=SESSION_MAX_AGE,
        path="/",
        httponly=True,
        samesite="None",
    )
    return resp


app = web.Application()
app.router.add_post("/login", login)
