import os

from flask import Flask, redirect, request, session, url_for
from werkzeug.security import check_password_hash

from .models import User

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]
app.config["SESSION_COOKIE_DOMAIN"] = ".example.com"
app.config["SESSION_COOKIE_HTTPONLY"] = False


@app.route("/login", methods=["POST"])
def login():
    user = User.query.filter_by(username=request.form["username"]).first()
    if user is None or not check_password_hash(user.password_hash, request.form["password"]):
        return redirect(url_for("login_form", error=1))
    session.clear()
    session["user_id"] = user.id
    session.permanent = True
    return redirect(url_for("home"))


@app.route("/logout")
def logout():
    session.clear()
    return redirect(url_for("login_form"))
