import json
import random
import time
from http.cookies import SimpleCookie
from urllib.parse import parse_qs

SESSIONS = {}
SESSION_TTL = 3600


def new_session_id():
    return "%032x" % random.getrandbits(128)


def parse_cookies(environ):
    cookie = SimpleCookie(environ.get("HTTP_COOKIE", ""))
    return {key: morsel.value for key, morsel in cookie.items()}


def json_response(start_response, status, payload, headers=()):
    body = json.dumps(payload).encode()
    start_response(status, [("Content-Type", "application/json"), *headers])
    return [body]


def login(environ, start_response, authenticate):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    form = parse_qs(environ["wsgi.input"].read(length).decode())
    user = authenticate(form.get("username", [""])[0], form.get("password", [""])[0])
    if user is None:
        return json_response(start_response, "401 Unauthorized", {"error": "invalid credentials"})
    sid = new_session_id()
    SESSIONS[sid] = {"user": user, "expires": time.time() + SESSION_TTL}
    cookie = f"sid={sid}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age={SESSION_TTL}"
    return json_response(start_response, "200 OK", {"user": user}, [("Set-Cookie", cookie)])


def current_user(environ):
    sid = parse_cookies(environ).get("sid")
    session = SESSIONS.get(sid)
    if not session or session["expires"] < time.time():
        return None
    return session["user"]


def make_app(authenticate):
    def application(environ, start_response):
        path = environ.get("PATH_INFO", "/")
        if path == "/login" and environ["REQUEST_METHOD"] == "POST":
            return login(environ, start_response, authenticate)
        user = current_user(environ)
        if user is None:
            return json_response(start_response, "401 Unauthorized", {"error": "login required"})
        if path == "/me":
            return json_response(start_response, "200 OK", {"user": user})
        return json_response(start_response, "404 Not Found", {"error": "not found"})

    return application
