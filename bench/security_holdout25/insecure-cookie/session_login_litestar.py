import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from litestar import Litestar, Request, Response, get, post
from litestar.datastructures import Cookie
from litestar.exceptions import NotAuthorizedException

from app.accounts import load_user, verify_credentials

SESSION_COOKIE = "sid"
SESSION_TTL = timedelta(hours=12)


@dataclass
class SessionRecord:
    user_id: int
    expires: datetime


@dataclass
class LoginForm:
    email: str
    password: str
    theme: str = "light"


SESSIONS: dict[str, SessionRecord] = {}


def open_session(user_id: int) -> str:
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = SessionRecord(user_id, datetime.now(timezone.utc) + SESSION_TTL)
    return sid


def session_cookie(sid: str) -> Cookie:
    return Cookie(key=SESSION_COOKIE, value=sid, max_age=int(SESSION_TTL.total_seconds()), secure=True, httponly=True, samesite="lax")


def theme_cookie(theme: str) -> Cookie:
    return Cookie(key="theme", value=theme if theme in ("light", "dark") else "light", max_age=31536000, samesite="lax")


@post("/login")
async def login(data: LoginForm) -> Response[dict]:
    user = await verify_credentials(data.email, data.password)
    if user is None:
        raise NotAuthorizedException()
    sid = open_session(user.id)
    return Response({"id": user.id}, cookies=[session_cookie(sid), theme_cookie(data.theme)])


@get("/me")
async def me(request: Request) -> dict:
    record = SESSIONS.get(request.cookies.get(SESSION_COOKIE, ""))
    if record is None or record.expires < datetime.now(timezone.utc):
        raise NotAuthorizedException()
    user = await load_user(record.user_id)
    return {"id": user.id, "email": user.email}


@post("/logout")
async def logout(request: Request) -> Response[dict]:
    SESSIONS.pop(request.cookies.get(SESSION_COOKIE, ""), None)
    response = Response({"ok": True})
    response.delete_cookie(SESSION_COOKIE)
    return response


app = Litestar(route_handlers=[login, me, logout])
