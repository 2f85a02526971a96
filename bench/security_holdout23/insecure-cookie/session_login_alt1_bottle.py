import secrets

from bottle import Bottle, HTTPResponse, redirect, request, response

from .accounts import check_credentials
from .sessions import create_session

app = Bottle()
SESSION_AGE = 12 * 60 * 60


@app.post("/login")
def login():
    account = check_credentials(request.forms.get("email", ""), request.forms.get("password", ""))
    if account is None:
        return HTTPResponse(status=401, body="Invalid email or password")
    session_id = secrets.token_urlsafe(32)
    create_session(session_id, account.id, ttl=SESSION_AGE)
    response.set_cookie("sid", session_id, path="/", max_age=SESSION_AGE, secure=True, httponly=True, samesite="strict")
    redirect("/home")
