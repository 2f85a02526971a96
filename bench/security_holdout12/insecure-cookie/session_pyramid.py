import hashlib
import hmac
import secrets
from datetime import timedelta

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound, HTTPUnauthorized
from pyramid.view import view_config


class CookiePolicy:
    name = "app_session"
    max_age = timedelta(hours=12)
    secure = True
    httponly = True
    samesite = "Strict"


class SessionRegistry:
    def __init__(self):
        self.active = {}

    def open(self, username):
        sid = secrets.token_urlsafe(32)
        self.active[sid] = username
        return sid

    def close(self, sid):
        self.active.pop(sid, None)

    def user_for(self, sid):
        return self.active.get(sid)


class PasswordChecker:
    def __init__(self, users):
        self.users = users

    def __call__(self, username, password):
        record = self.users.get(username)
        if record is None:
            return False
        salt, expected = record
        actual = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt), 600_000).hex()
        return hmac.compare_digest(actual, expected)


class AuthViews:
    def __init__(self, request):
        self.request = request
        self.registry = request.registry.sessions

    @view_config(route_name="login", request_method="POST")
    def login(self):
        username = self.request.POST.get("username", "")
        password = self.request.POST.get("password", "")
        if not self.request.registry.check_password(username, password):
            raise HTTPUnauthorized()
        sid = self.registry.open(username)
        response = HTTPFound(location=self.request.route_url("home"))
        response.set_cookie(
            CookiePolicy.name, sid, max_age=CookiePolicy.max_age,
            secure=CookiePolicy.secure, httponly=CookiePolicy.httponly, samesite=CookiePolicy.samesite,
        )
        return response

    @view_config(route_name="logout", request_method="POST")
    def logout(self):
        self.registry.close(self.request.cookies.get(CookiePolicy.name))
        response = HTTPFound(location=self.request.route_url("login"))
        response.delete_cookie(CookiePolicy.name)
        return response

    @view_config(route_name="home", renderer="json")
    def home(self):
        return {"user": self.registry.user_for(self.request.cookies.get(CookiePolicy.name))}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.registry.sessions = SessionRegistry()
        config.registry.check_password = PasswordChecker(settings.get("auth.users", {}))
        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.add_route("home", "/")
        config.scan()
        return config.make_wsgi_app()
