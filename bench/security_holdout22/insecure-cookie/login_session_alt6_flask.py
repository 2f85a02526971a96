import secrets
from flask import Flask, request, redirect, make_response
from werkzeug.security import check_password_hash
from myapp.store import find_user, SESSIONS

app = Flask(__name__)
SESSION_COOKIE = "app_session"
SESSION_TTL = 8 * 3600


def open_session(user_id):
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = user_id
    return sid


@app.route("/login", methods=["POST"])
def login():
    user = find_user(request.form.get("username", ""))
    if user is None or not check_password_hash(user.pw_hash, request.form.get("password", "")):
        return redirect("/login?failed=1")
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie(SESSION_COOKIE, open_session(user.id), max_age=SESSION_TTL)
    return resp
