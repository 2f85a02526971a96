import secrets

from flask import Flask, make_response, redirect, request

from accounts import verify_user

app = Flask(__name__)
REMEMBER = {}

COOKIE_OPTS = {"max_age": 60 * 60 * 24 * 30, "path": "/"}


def issue_remember_token(username):
    token = secrets.token_urlsafe(32)
    REMEMBER[token] = username
    return token


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    if not verify_user(username, request.form.get("password", "")):
        return "invalid credentials", 401
    resp = make_response(redirect("/home"))
    if request.form.get("remember") == "on":
        resp.set_cookie("remember_token", issue_remember_token(username), **COOKIE_OPTS)
    return resp
