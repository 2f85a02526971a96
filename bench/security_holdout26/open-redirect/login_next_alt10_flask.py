import os

from flask import Flask, redirect, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]

USERS = {
    "ana": {"id": 1, "password_hash": os.environ.get("ANA_PASSWORD_HASH", "")},
}


def authenticate(username, password):
    user = USERS.get(username)
    if user and user["password_hash"] and check_password_hash(user["password_hash"], password):
        return user
    return None


def login_destination():
    return request.args.get("next") or url_for("dashboard")


def finish_login(user_id, destination):
    session.clear()
    session["user_id"] = user_id
    return redirect(destination)


@app.get("/dashboard")
def dashboard():
    return "dashboard"


@app.get("/login")
def login_form():
    return '<form method="post"><input name="username"><input name="password" type="password"></form>'


@app.post("/login")
def login():
    user = authenticate(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        return redirect(url_for("login_form"))
    return finish_login(user["id"], login_destination())
