import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPUnauthorized
from pyramid.view import view_config

AUTH_COOKIE = "auth_session"
SESSION_LIFETIME = timedelta(hours=8)


@dataclass(frozen=True)
class CookiePolicy:
    secure: bool = True
    httponly: bool = True
    samesite: str = "Strict"
    path: str = "/"


@dataclass
class SessionRecord:
    user: str
    expires: datetime


class SessionRegistry:
    def __init__(self):
        self._records = {}

    def open(self, user):
        sid = secrets.token_urlsafe(32)
        self._records[sid] = SessionRecord(user, datetime.now(timezone.utc) + SESSION_LIFETIME)
        return sid

    def close(self, sid):
        self._records.pop(sid, None)


registry = SessionRegistry()
policy = CookiePolicy()


def verify_password(request, username, password):
    checker = request.registry.settings.get("credential_checker")
    return bool(checker and checker(username, password))


@view_config(route_name="login", request_method="POST", renderer="json")
def login_view(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    if not verify_password(request, username, password):
        raise HTTPUnauthorized()
    sid = registry.open(username)
    request.response.set_cookie(
        AUTH_COOKIE,
        sid,
        max_age=int(SESSION_LIFETIME.total_seconds()),
        path=policy.path,
        secure=policy.secure,
        httponly=policy.httponly,
        samesite=policy.samesite,
    )
    return {"status": "ok"}


@view_config(route_name="logout", request_method="POST", renderer="json")
def logout_view(request):
    registry.close(request.cookies.get(AUTH_COOKIE, ""))
    request.response.delete_cookie(AUTH_COOKIE, path=policy.path)
    return {"status": "bye"}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.scan()
        return config.make_wsgi_app()
