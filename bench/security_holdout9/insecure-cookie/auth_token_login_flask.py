import secrets

from flask import Flask, make_response, redirect, request

app = Flask(__name__)
SESSIONS = {}
USERS = {"admin": "correct horse battery staple"}


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("username")
    if USERS.get(user) != request.form.get("password"):
        return "invalid", 401
    token = secrets.token_hex(32)
    SESSIONS[token] = user
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie("auth_token", token, max_age=86400)
    return resp
