import hashlib
import hmac
import secrets

from bottle import Bottle, abort, request, response

app = Bottle()
SESSIONS = {}
USERS = {}


def check_password(username, password):
    record = USERS.get(username)
    if record is None:
        return False
    salt, expected = record
    actual = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 310_000)
    return hmac.compare_digest(actual, expected)


@app.post("/session")
def start_session():
    username = request.forms.get("username", "")
    password = request.forms.get("password", "")
    if not check_password(username, password):
        abort(401, "invalid credentials")
    sid = secrets.token_hex(32)
    SESSIONS[sid] = username
    response.set_cookie("bsid", sid, max_age=7200, path="/", secure=True, httponly=True, samesite="strict")
    return {"user": username}
