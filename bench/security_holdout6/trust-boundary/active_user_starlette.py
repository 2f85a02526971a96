import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

SESSION_SECRET = os.environ.get("SESSION_SECRET") or os.urandom(32).hex()


async def switch_user(request):
    user_id = request.query_params.get("user_id")
    if not user_id:
        return JSONResponse({"error": "user_id required"}, status_code=400)
    request.session["user_id"] = user_id
    return JSONResponse({"user_id": user_id})


async def whoami(request):
    return JSONResponse({"user_id": request.session.get("user_id")})


app = Starlette(
    routes=[
        Route("/session/user", switch_user, methods=["POST"]),
        Route("/session/me", whoami),
    ],
    middleware=[Middleware(SessionMiddleware, secret_key=SESSION_SECRET, https_only=True)],
)
