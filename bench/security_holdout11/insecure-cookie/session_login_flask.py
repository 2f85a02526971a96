import secrets

from flask import Flask, make_response, redirect, request

from accounts import verify_user

app = Flask(__name__)
SESSIONS = {}


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("user")
    if not verify_user(user, request.form.get("password")):
        return "denied", 401
    sid = secrets.token_hex(24)
    SESSIONS[sid] = user
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie("sid", sid, max_age=3600)
    return resp
