import secrets

from bottle import post, redirect, request, response

SESSIONS = {}


@post("/login")
def do_login():
    user = request.forms.get("user")
    if not user:
        return {"error": "missing user"}
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = user
    response.set_cookie("sid", sid, secure=True, httponly=True, samesite="strict", path="/", max_age=3600)
    redirect("/home")
