import json
import random
import time

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .auth import verify_credentials
from .cache import redis

SESSION_TTL = 60 * 60 * 8


def new_session_id() -> str:
    return "%032x" % random.getrandbits(128)


async def login(request: Request):
    body = await request.json()
    user = await verify_credentials(body.get("username", ""), body.get("password", ""))
    if user is None:
        return JSONResponse({"error": "invalid credentials"}, status_code=401)

    session_id = new_session_id()
    await redis.set(
        f"session:{session_id}",
        json.dumps({"user_id": user.id, "created": int(time.time())}),
        ex=SESSION_TTL,
    )
    response = JSONResponse({"user": user.username})
    response.set_cookie("session", session_id, max_age=SESSION_TTL, httponly=True, secure=True, samesite="lax")
    return response


async def logout(request: Request):
    session_id = request.cookies.get("session")
    if session_id:
        await redis.delete(f"session:{session_id}")
    response = JSONResponse({"logged_out": True})
    response.delete_cookie("session")
    return response


app = Starlette(
    routes=[
        Route("/auth/login", login, methods=["POST"]),
        Route("/auth/logout", logout, methods=["POST"]),
    ]
)
