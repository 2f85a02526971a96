import secrets

from flask import Flask, make_response, redirect, request

app = Flask(__name__)
SESSIONS = {}


def authenticate(username, password):
    return username == "admin" and password == "s3cret-pass"


@app.route("/login", methods=["POST"])
def login():
    if not authenticate(request.form.get("username"), request.form.get("password")):
        return "invalid credentials", 401
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = request.form["username"]
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie("session_id", sid, max_age=3600)
    return resp
