import logging
import os

from flask import Flask, flash, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from .users import find_user_by_email, record_login

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]
app.config["SESSION_COOKIE_SECURE"] = True
log = logging.getLogger("auth")

MAX_FAILED = 5


def next_destination():
    target = request.args.get("next") or request.form.get("next") or ""
    if target.startswith("/"):
        return target
    return url_for("home")


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    user = find_user_by_email(email)
    if user is None or user.failed_logins >= MAX_FAILED:
        flash("Invalid email or password")
        return render_template("login.html", next=request.form.get("next", "")), 401
    if not check_password_hash(user.password_hash, password):
        record_login(user, success=False)
        flash("Invalid email or password")
        return render_template("login.html", next=request.form.get("next", "")), 401
    session.clear()
    session["user_id"] = user.id
    record_login(user, success=True)
    log.info("user %s signed in", user.id)
    return redirect(next_destination())


@app.get("/logout")
def logout():
    session.clear()
    return redirect(url_for("login"))


@app.get("/")
def home():
    if "user_id" not in session:
        return redirect(url_for("login", next=request.path))
    return render_template("home.html")
