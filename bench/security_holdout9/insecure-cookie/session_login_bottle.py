import secrets

from bottle import Bottle, redirect, request, response

app = Bottle()
SESSIONS = {}
CREDENTIALS = {"erin": "s3cure-pass-phrase"}


@app.post("/login")
def do_login():
    username = request.forms.get("username")
    password = request.forms.get("password", "")
    expected = CREDENTIALS.get(username)
    if expected is None or not secrets.compare_digest(expected, password):
        response.status = 401
        return "Login failed"
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = username
    response.set_cookie("sid", sid, path="/", secure=True, httponly=True, samesite="strict", max_age=3600)
    return redirect("/home")
