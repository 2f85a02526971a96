import secrets

from bottle import Bottle, HTTPError, redirect, request, response

from .auth import check_login, session_store

app = Bottle()
COOKIE_OPTIONS = dict(max_age=3600 * 12, path="/", secure=True, httponly=True, samesite="strict")


@app.post("/login")
def do_login():
    account = check_login(request.forms.getunicode("username"), request.forms.getunicode("password"))
    if account is None:
        raise HTTPError(401, "invalid login")
    sid = secrets.token_hex(32)
    session_store.put(sid, account.id)
    response.set_cookie("sid", sid, **COOKIE_OPTIONS)
    redirect("/account")
