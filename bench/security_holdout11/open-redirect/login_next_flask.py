import os

from flask import Flask, redirect, request, session, url_for

from auth import check_login

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


def landing_for(args):
    target = args.get("next") or args.get("return_url")
    if not target:
        target = url_for("home")
    return target


@app.route("/")
def home():
    return "home"


@app.route("/login", methods=["GET"])
def login_form():
    return "login form"


@app.route("/login", methods=["POST"])
def login():
    user_id = check_login(request.form.get("username"), request.form.get("password"))
    if user_id is None:
        return redirect(url_for("login_form"))
    session["uid"] = user_id
    return redirect(landing_for(request.args))
