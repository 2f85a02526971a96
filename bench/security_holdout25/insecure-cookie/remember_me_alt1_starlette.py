import secrets

from starlette.applications import Starlette
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

from app.auth import check_password, save_remember_token

AUTH_COOKIE_FLAGS = dict(secure=True, httponly=True, samesite="strict", path="/")


def remember_cookie(response, token, days=30):
    response.set_cookie("remember_token", token, max_age=days * 86400, **AUTH_COOKIE_FLAGS)
    return response


async def sign_in(request):
    form = await request.form()
    user = await check_password(form.get("email", ""), form.get("password", ""))
    if user is None:
        return JSONResponse({"error": "invalid credentials"}, status_code=401)
    response = RedirectResponse("/", status_code=303)
    if form.get("remember"):
        token = secrets.token_urlsafe(32)
        await save_remember_token(user.id, token)
        remember_cookie(response, token)
    return response


app = Starlette(routes=[Route("/sign-in", sign_in, methods=["POST"])])
