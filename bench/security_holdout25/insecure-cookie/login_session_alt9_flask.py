import secrets

from flask import Flask, abort, make_response, redirect, request

from auth.sessions import store_session
from auth.users import verify_user

app = Flask(__name__)
SESSION_COOKIE = "app_session"


def attach_session(response, session_id, remember):
    max_age = 30 * 24 * 3600 if remember else None
    response.set_cookie(SESSION_COOKIE, session_id, max_age=max_age, path="/")
    return response


@app.post("/login")
def login():
    user = verify_user(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        abort(401)
    session_id = secrets.token_urlsafe(32)
    store_session(session_id, user.id)
    remember = request.form.get("remember") == "on"
    return attach_session(make_response(redirect("/home")), session_id, remember)
