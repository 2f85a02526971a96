import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

from .auth import check_admin


async def login(request):
    form = await request.form()
    admin = await check_admin(form.get("username"), form.get("password"))
    if admin is None:
        return JSONResponse({"error": "invalid credentials"}, status_code=401)
    request.session["admin_id"] = admin.id
    return JSONResponse({"admin": admin.id})


middleware = [
    Middleware(
        SessionMiddleware,
        secret_key=os.environ["SESSION_SECRET"],
        session_cookie="admin_session",
        max_age=8 * 3600,
        same_site="strict",
        https_only=True,
    )
]

app = Starlette(routes=[Route("/login", login, methods=["POST"])], middleware=middleware)
