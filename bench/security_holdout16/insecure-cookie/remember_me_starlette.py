from itsdangerous import URLSafeTimedSerializer
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .auth import verify_user

serializer = URLSafeTimedSerializer("change-me-from-env", salt="remember")


async def remember_login(request: Request) -> JSONResponse:
    form = await request.form()
    if (user := await verify_user(form.get("username"), form.get("password"))) is None:
        return JSONResponse({"ok": False}, status_code=401)
    response = JSONResponse({"ok": True})
    value = serializer.dumps({"uid": user.id})
    response.set_cookie("remember_token", value, max_age=30 * 86400, httponly=True, secure=True, samesite="lax")
    return response


app = Starlette(routes=[Route("/login/remember", remember_login, methods=["POST"])])
