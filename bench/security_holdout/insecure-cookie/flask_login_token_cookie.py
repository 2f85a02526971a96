import secrets

from flask import Flask, make_response, redirect, request

from myapp.auth import verify_password
from myapp.store import tokens

app = Flask(__name__)


@app.post("/login")
def login():
    user = verify_password(request.form["email"], request.form["password"])
    if user is None:
        return redirect("/login?failed=1")
    token = secrets.token_urlsafe(32)
    tokens.save(token, user.id)
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie("session_token", token, max_age=60 * 60 * 8)
    return resp
