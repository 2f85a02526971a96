import os
import secrets
from urllib.parse import urlsplit, urlunsplit

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

PRIMARY_HOST = "app.example.com"
APP_HOSTS = {PRIMARY_HOST, "docs.example.com", "status.example.com"}
HOME = f"https://{PRIMARY_HOST}/"


class ReturnTo:
    def __init__(self, raw):
        self.raw = (raw or "").strip()

    def resolve(self):
        parts = urlsplit(self.raw.replace("\\", "/"))
        if not parts.scheme and not parts.netloc and parts.path.startswith("/"):
            return urlunsplit(("https", PRIMARY_HOST, parts.path, parts.query, ""))
        if parts.scheme == "https" and parts.hostname in APP_HOSTS and parts.username is None:
            return urlunsplit(("https", parts.hostname, parts.path or "/", parts.query, ""))
        return HOME


async def login_page(request):
    request.session["csrf"] = secrets.token_urlsafe(16)
    return JSONResponse({"csrf": request.session["csrf"], "return_to": request.query_params.get("return_to")})


async def logout(request):
    request.session.clear()
    destination = ReturnTo(request.query_params.get("return_to")).resolve()
    return RedirectResponse(destination, status_code=303)


async def whoami(request):
    user = request.session.get("user")
    if user is None:
        return JSONResponse({"error": "not signed in"}, status_code=401)
    return JSONResponse({"user": user})


app = Starlette(
    routes=[
        Route("/login", login_page),
        Route("/logout", logout),
        Route("/me", whoami),
    ],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)],
)
