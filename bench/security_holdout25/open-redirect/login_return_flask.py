import os

from flask import Flask, redirect, request, session, url_for
from werkzeug.security import check_password_hash

from .users import find_user

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]


def after_login_target():
    return request.args.get("next") or request.form.get("next") or url_for("dashboard")


def start_session(user):
    session.clear()
    session["uid"] = user.id


@app.post("/login")
def login():
    user = find_user(request.form.get("email", ""))
    if user is None or not check_password_hash(user.password_hash, request.form.get("password", "")):
        return redirect(url_for("login_form", error=1))
    start_session(user)
    target = after_login_target()
    return redirect(target)
