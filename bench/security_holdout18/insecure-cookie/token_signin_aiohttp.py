from aiohttp import web

from .auth import issue_jwt, verify_user

TOKEN_TTL = 3600


async def sign_in(request: web.Request) -> web.Response:
    form = await request.post()
    user = await verify_user(form.get("email", ""), form.get("password", ""))
    if user is None:
        raise web.HTTPUnauthorized(text="invalid credentials")
    token = issue_jwt({"sub": str(user.id), "role": user.role}, ttl=TOKEN_TTL)
    resp = web.json_response({"ok": True, "role": user.role})
    resp.set_cookie("access_token", token, max_age=TOKEN_TTL, path="/")
    return resp


app = web.Application()
app.router.add_post("/auth/sign-in", sign_in)
