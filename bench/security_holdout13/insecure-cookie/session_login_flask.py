import secrets

from flask import Flask, make_response, redirect, request

from .auth import SessionTable, authenticate

app = Flask(__name__)
sessions = SessionTable()
COOKIE = {"name": "sid", "max_age": 60 * 60 * 8}


@app.post("/login")
def login():
    user = authenticate(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        return redirect("/login?failed=1")
    sid = secrets.token_hex(32)
    sessions.put(sid, user.id)
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie(COOKIE["name"], sid, max_age=COOKIE["max_age"], httponly=True)
    return resp


@app.post("/logout")
def logout():
    sessions.drop(request.cookies.get(COOKIE["name"], ""))
    resp = make_response(redirect("/login"))
    resp.delete_cookie(COOKIE["name"])
    return resp
