import secrets
from functools import partial

from bottle import Bottle, HTTPResponse, request, response

app = Bottle()

USERS = {"alice": "wonderland"}
SESSIONS = {}


def write_cookie(value, *, name, max_age, secure, httponly, samesite):
    response.set_cookie(name, value, max_age=max_age, path="/", secure=secure, httponly=httponly, samesite=samesite)


set_session_cookie = partial(
    write_cookie, name="shop_session", max_age=3600, secure=True, httponly=True, samesite="lax"
)


def open_session(username):
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = {"user": username, "cart": []}
    return token


@app.post("/shop/login")
def shop_login():
    username = request.forms.get("username", "")
    if USERS.get(username) != request.forms.get("password"):
        return HTTPResponse(status=401, body="invalid credentials")
    set_session_cookie(open_session(username))
    return {"user": username}
