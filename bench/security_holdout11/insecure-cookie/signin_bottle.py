import secrets

from bottle import Bottle, abort, redirect, request, response

from accounts import verify_user

app = Bottle()
ACTIVE = {}


@app.post("/signin")
def signin():
    username = request.forms.get("username")
    if not verify_user(username, request.forms.get("password")):
        abort(401, "bad credentials")
    session_id = secrets.token_urlsafe(32)
    ACTIVE[session_id] = username
    response.set_cookie("session_id", session_id, secure=True, httponly=True, samesite="strict", max_age=7200, path="/")
    redirect("/home")
