import os

from flask import Flask, redirect, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]

USERS = {
    "ana": {"id": 1, "password_hash": os.environ.get("ANA_PASSWORD_HASH", "")},
}

NEXT_ENDPOINTS = {
    "dashboard": "dashboard",
    "billing": "billing_overview",
    "settings": "account_settings",
}


def authenticate(username, password):
    user = USERS.get(username)
    if user and user["password_hash"] and check_password_hash(user["password_hash"], password):
        return user
    return None


def login_destination():
    endpoint = NEXT_ENDPOINTS.get(request.args.get("next", ""), "dashboard")
    return url_for(endpoint)


def finish_login(user_id, destination):
    session.clear()
    session["user_id"] = user_id
    return redirect(destination)


@app.get("/dashboard")
def dashboard():
    return "dashboard"


@app.get("/billing")
def billing_overview():
    return "billing"


@app.get("/settings")
def account_settings():
    return "settings"


@app.get("/login")
def login_form():
    return '<form method="post"><input name="username"><input name="password" type="password"></form>'


@app.post("/login")
def login():
    user = authenticate(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        return redirect(url_for("login_form"))
    return finish_login(user["id"], login_destination())
