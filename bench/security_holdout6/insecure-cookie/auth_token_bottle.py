import hashlib
import hmac
import secrets

from bottle import Bottle, HTTPResponse, request, response

app = Bottle()
USERS = {}
SESSIONS = {}


def password_ok(username, password):
    record = USERS.get(username)
    if record is None:
        return False
    salt, digest = record
    candidate = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return hmac.compare_digest(candidate, digest)


@app.post("/login")
def login():
    username = request.forms.get("username", "")
    if not password_ok(username, request.forms.get("password", "")):
        return HTTPResponse(status=401, body="invalid credentials")
    token = secrets.token_hex(32)
    SESSIONS[token] = username
    response.set_cookie("auth", token, secure=True, httponly=True, samesite="strict", max_age=3600, path="/")
    return {"status": "ok"}
