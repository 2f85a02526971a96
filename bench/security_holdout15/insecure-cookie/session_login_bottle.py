import hmac
import secrets
import time

from bottle import Bottle, HTTPError, request, response

app = Bottle()
SESSION_COOKIE = "sid"
SESSION_TTL = 4 * 3600
USERS = {"ops": "s3cret-ops-password", "viewer": "read-only-password"}
SESSIONS = {}


def current_user():
    entry = SESSIONS.get(request.get_cookie(SESSION_COOKIE) or "")
    if not entry or entry["expires"] < time.time():
        raise HTTPError(401, "login required")
    return entry["user"]


@app.post("/login")
def login():
    user = request.forms.getunicode("username", "")
    password = request.forms.getunicode("password", "")
    expected = USERS.get(user)
    if expected is None or not hmac.compare_digest(expected, password):
        raise HTTPError(401, "invalid credentials")
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = {"user": user, "expires": time.time() + SESSION_TTL}
    response.set_cookie(SESSION_COOKIE, sid, max_age=SESSION_TTL, path="/", secure=True, httponly=True, samesite="strict")
    return {"user": user}


@app.get("/whoami")
def whoami():
    return {"user": current_user()}


@app.post("/logout")
def logout():
    SESSIONS.pop(request.get_cookie(SESSION_COOKIE) or "", None)
    response.delete_cookie(SESSION_COOKIE, path="/")
    return {"ok": True}


@app.get("/reports")
def reports():
    user = current_user()
    return {"user": user, "reports": ["uptime", "latency", "errors"]}


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
