import secrets

from flask import Flask, make_response, redirect, request

from console.auth import verify_password
from console.store import tokens

app = Flask(__name__)


@app.post("/console/login")
def console_login():
    user = verify_password(request.form["email"], request.form["password"])
    if user is None:
        return redirect("/console/login?failed=1")
    token = secrets.token_urlsafe(32)
    tokens.save(token, user.id)
    resp = make_response(redirect("/console"))
    resp.set_cookie("console_token", token, max_age=60 * 60 * 8, secure=True, httponly=True, samesite="Lax")
    return resp
