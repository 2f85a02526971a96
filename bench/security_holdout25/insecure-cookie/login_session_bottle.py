import secrets

from bottle import Bottle, abort, redirect, request, response

from auth.sessions import store_session
from auth.users import verify_user

app = Bottle()
SESSION_COOKIE = "app_session"


def attach_session(session_id, remember):
    options = {"path": "/", "secure": True, "httponly": True, "samesite": "strict"}
    if remember:
        options["max_age"] = 30 * 24 * 3600
    response.set_cookie(SESSION_COOKIE, session_id, **options)


@app.post("/login")
def login():
    user = verify_user(request.forms.get("username", ""), request.forms.get("password", ""))
    if user is None:
        abort(401, "invalid credentials")
    session_id = secrets.token_urlsafe(32)
    store_session(session_id, user.id)
    attach_session(session_id, request.forms.get("remember") == "on")
    redirect("/home")
