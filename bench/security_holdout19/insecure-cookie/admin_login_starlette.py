from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from admin_auth import authenticate


def cookie_value(token):
    return token


async def admin_login(request):
    form = await request.form()
    token = authenticate(form.get("user", ""), form.get("password", ""))
    if token is None:
        return JSONResponse({"error": "denied"}, status_code=401)
    response = JSONResponse({"ok": True})
    response.set_cookie("admin_token", cookie_value(token), secure=True, httponly=True, samesite="strict")
    return response


app = Starlette(routes=[Route("/admin/login", admin_login, methods=["POST"])])
