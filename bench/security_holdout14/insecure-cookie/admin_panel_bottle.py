import secrets
import time

from bottle import Bottle, HTTPResponse, request, response

app = Bottle()
ADMIN_SESSIONS = {}


def verify_admin(username, password):
    checker = app.config.get("admin.password_check")
    return callable(checker) and checker(username, password)


@app.post("/admin/login")
def admin_login():
    if not verify_admin(request.forms.get("username"), request.forms.get("password")):
        return HTTPResponse(status=401, body="denied")
    sid = secrets.token_hex(32)
    ADMIN_SESSIONS[sid] = time.time() + 1800
    response.set_cookie("admin_sid", sid, secure=True, httponly=True, samesite="strict", max_age=1800, path="/admin")
    return {"ok": True}
