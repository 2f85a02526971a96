import secrets
import sqlite3

from flask import Flask, make_response, redirect, request
from werkzeug.security import check_password_hash

app = Flask(__name__)
SESSIONS = {}


def authenticate(username, password):
    with sqlite3.connect("users.db") as conn:
        row = conn.execute(
            "SELECT id, pw_hash FROM users WHERE username = ?", (username,)
        ).fetchone()
    if row and check_password_hash(row[1], password):
        return row[0]
    return None


@app.route("/login", methods=["POST"])
def login():
    user_id = authenticate(request.form.get("username", ""), request.form.get("password", ""))
    if user_id is None:
        return "invalid credentials", 401
    session_id = secrets.token_hex(32)
    SESSIONS[session_id] = user_id
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie("session_id", session_id, max_age=3600)
    return resp
