from django.conf import settings
from django.http import HttpResponse
from fastapi import FastAPI, Response
from flask import Flask, make_response

app = Flask(__name__)
api = FastAPI()

COOKIE_OPTIONS = {"secure": True, "httponly": True, "samesite": "Lax"}


@app.route("/login", methods=["POST"])
def login():
    response = make_response("ok")
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("session_id", "abc123")
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("remember", "1", secure=True, httponly=False)
    # ok: python-cookie-without-security-flags
    response.set_cookie("sid", "abc123", secure=True, httponly=True, samesite="Lax")
    return response


def django_login(request):
    response = HttpResponse("ok")
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("auth", request.session.session_key, httponly=True)
    # ruleid: python-cookie-without-security-flags
    response.set_signed_cookie("cart", "42", salt="cart", secure=False, httponly=True)
    # ok: python-cookie-without-security-flags
    response.set_cookie("auth2", request.session.session_key, secure=settings.SESSION_COOKIE_SECURE, httponly=True)
    return response


@api.post("/token")
def issue_token(response: Response):
    # ok: python-cookie-without-security-flags
    response.set_cookie(key="token", value="t", secure=True, httponly=True, samesite="strict")
    # ok: python-cookie-without-security-flags
    response.set_cookie("prefs", "dark", **COOKIE_OPTIONS)
    return {"ok": True}


@app.route("/logout")
def logout():
    response = make_response("bye")
    # ok: python-cookie-without-security-flags
    response.set_cookie("session_id", "", expires=0)
    # ok: python-cookie-without-security-flags
    response.delete_cookie("remember")
    return response


def appearance(request):
    response = HttpResponse("ok")
    # ok: python-cookie-without-security-flags
    response.set_cookie("ui_theme", "dark", max_age=31536000)
    # ok: python-cookie-without-security-flags
    response.set_cookie(key="lang", value="de")
    # ok: python-cookie-without-security-flags
    response.set_cookie("ui_lang", "de", max_age=31536000)
    # ok: python-cookie-without-security-flags
    response.set_cookie("ui_density", "compact", max_age=31536000)
    # ok: python-cookie-without-security-flags
    response.set_cookie("sidebar_collapsed", "1", max_age=31536000)
    # ok: python-cookie-without-security-flags
    response.set_cookie("dashboard_layout", "grid")
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("layout_session", "s")
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("lang_session", "s")
    # a name that is not a display preference is still judged
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("language_token", "t")
    # ok: python-cookie-without-security-flags
    response.set_cookie("consent_prefs", "analytics=1", max_age=31536000, secure=True)
    # ok: python-cookie-without-security-flags
    response.set_cookie("editor_preferences", "vim", secure=True)
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("prefs_token", "t", secure=True)
    return response


import falcon  # noqa: E402


class PreferencesResource:
    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        # ok: python-cookie-without-security-flags
        resp.set_cookie("session_hint", req.get_param("hint") or "", max_age=3600)
        # ruleid: python-cookie-without-security-flags
        resp.set_cookie("tracking", "1", http_only=False)
        # ruleid: python-cookie-without-security-flags
        resp.set_cookie("plain", "1", secure=False)


import tornado.web  # noqa: E402


class LoginHandler(tornado.web.RequestHandler):
    def post(self):
        # ruleid: python-cookie-without-security-flags
        self.set_secure_cookie("customer", "42", expires_days=14)
        self.redirect("/account")

    def put(self):
        # ok: python-cookie-without-security-flags
        self.set_secure_cookie("customer", "42", expires_days=14, secure=True, httponly=True)
        self.redirect("/account")


@app.route("/api/login", methods=["POST"])
def api_login():
    response = make_response("ok")
    cookie_opts = {"max_age": 3600, "secure": False, "httponly": False, "samesite": "Lax"}
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("api_auth", "signed-token", **cookie_opts)
    return response


@app.route("/api/login-secure", methods=["POST"])
def api_login_secure():
    response = make_response("ok")
    cookie_opts = {"max_age": 3600, "secure": True, "httponly": True, "samesite": "Lax"}
    # ok: python-cookie-without-security-flags
    response.set_cookie("api_auth", "signed-token", **cookie_opts)
    return response


REMEMBER_OPTIONS = {"max_age": 60 * 60 * 24 * 30, "path": "/"}


@app.route("/login/remember", methods=["POST"])
def login_remember():
    response = make_response("ok")
    # a dict of the file that leaves both flags out
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("remember_token", "t0k3n", **REMEMBER_OPTIONS)
    return response


COOKIE_VERSION = 2


@app.route("/cart", methods=["POST"])
def cart():
    response = make_response("ok")
    if COOKIE_VERSION % 2 == 1:
        # ok: python-cookie-without-security-flags
        response.set_cookie("cart", "blob")
    else:
        response.set_cookie("cart", "blob", secure=True, httponly=True, samesite="Lax")
    if COOKIE_VERSION == 2:
        # ruleid: python-cookie-without-security-flags
        response.set_cookie("cart_seen", "1")
    else:
        # ok: python-cookie-without-security-flags
        response.set_cookie("cart_seen", "0")
    return response


@app.route("/login/debug-flag", methods=["POST"])
def login_debug_flag():
    response = make_response("ok")
    # Secure only while debugging, so never in production
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("sid", "token", httponly=True, samesite="Lax", secure=app.debug)
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("sid2", "token", httponly=True, secure=settings.DEBUG)
    # ok: python-cookie-without-security-flags
    response.set_cookie("sid3", "token", httponly=True, secure=not app.debug)
    return response


class SessionCookieSettings:
    ttl = 3600

    def cookie_kwargs(self):
        return {"max_age": self.ttl, "secure": True, "samesite": "lax", "httponly": False}

    def strict_kwargs(self):
        return {"max_age": self.ttl, "secure": True, "httponly": True, "samesite": "strict"}


def remember_kwargs():
    return {"max_age": 60 * 60 * 24 * 30, "path": "/"}


cookie_settings = SessionCookieSettings()


class CookiePolicy:
    def __init__(self, max_age=3600):
        self.options = {"max_age": max_age, "path": "/"}
        self.strict = {"max_age": max_age, "secure": True, "httponly": True}


cookie_policy = CookiePolicy()


@app.route("/login/policy", methods=["POST"])
def login_policy():
    response = make_response("ok")
    # options an object of the file keeps as a dict that leaves a flag out
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("session_token", "t0k3n", **cookie_policy.options)
    # ok: python-cookie-without-security-flags
    response.set_cookie("session_id", "s3ss", **cookie_policy.strict)
    # options from elsewhere are configuration
    # ok: python-cookie-without-security-flags
    response.set_cookie("session_key", "s3ss", **settings.SESSION_COOKIE_OPTIONS)
    return response


@app.route("/login/settings", methods=["POST"])
def login_settings():
    response = make_response("ok")
    # options a method of the file returns as a dict that turns a flag off
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("access_token", "jwt", **cookie_settings.cookie_kwargs())
    # ok: python-cookie-without-security-flags
    response.set_cookie("session_id", "s3ss", **cookie_settings.strict_kwargs())
    # ruleid: python-cookie-without-security-flags
    response.set_cookie("remember_token", "t0k3n", **remember_kwargs())
    return response
