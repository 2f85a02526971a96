import secrets

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

SESSIONS = {}
USERS = {"alice": "correct horse", "bob": "battery staple"}


async def login(request):
    form = await request.form()
    username = str(form.get("username", ""))
    if USERS.get(username) != form.get("password"):
        return JSONResponse({"error": "invalid credentials"}, status_code=401)
    session_id = secrets.token_urlsafe(32)
    SESSIONS[session_id] = username
    resp = JSONResponse({"user": username})
    resp.set_cookie("session_id", session_id, max_age=3600, path="/", secure=True, httponly=True, samesite="lax")
    return resp


app = Starlette(routes=[Route("/login", login, methods=["POST"])])
