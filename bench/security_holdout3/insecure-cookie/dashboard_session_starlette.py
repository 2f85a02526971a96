import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route


async def dashboard(request):
    user_id = request.session.get("user_id")
    if user_id is None:
        return RedirectResponse("/login")
    return JSONResponse({"user_id": user_id, "widgets": ["sales", "traffic"]})


async def logout(request):
    request.session.clear()
    return RedirectResponse("/login", status_code=303)


middleware = [
    Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True, same_site="strict", max_age=8 * 3600),
]

app = Starlette(
    routes=[Route("/", dashboard), Route("/logout", logout, methods=["POST"])],
    middleware=middleware,
)
