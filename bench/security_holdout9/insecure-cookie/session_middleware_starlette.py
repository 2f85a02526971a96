import logging
import secrets
import time
from typing import Dict

from starlette.applications import Starlette
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

log = logging.getLogger("session")

COOKIE_NAME = "__Host-session"
IDLE_TIMEOUT = 1800
STORE: Dict[str, dict] = {}


class SessionMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next):
        sid = request.cookies.get(COOKIE_NAME)
        data = STORE.get(sid) if sid else None
        if data and time.time() - data["seen"] > IDLE_TIMEOUT:
            STORE.pop(sid, None)
            data = None
        request.state.session = data
        response = await call_next(request)
        if data:
            data["seen"] = time.time()
        return response


def start_session(response, user):
    sid = secrets.token_urlsafe(32)
    STORE[sid] = {"user": user, "seen": time.time()}
    response.set_cookie(COOKIE_NAME, sid, max_age=IDLE_TIMEOUT, path="/", secure=True, httponly=True, samesite="lax")
    log.info("session started for %s", user)
    return response


async def login(request: Request):
    form = await request.form()
    user = form.get("user")
    if not user or form.get("password") != "letmein-please":
        return JSONResponse({"error": "unauthorized"}, status_code=401)
    return start_session(RedirectResponse("/whoami", status_code=303), user)


async def whoami(request: Request):
    sess = request.state.session
    if not sess:
        return JSONResponse({"user": None}, status_code=401)
    return JSONResponse({"user": sess["user"]})


app = Starlette(routes=[Route("/login", login, methods=["POST"]), Route("/whoami", whoami)])
app.add_middleware(SessionMiddleware)
