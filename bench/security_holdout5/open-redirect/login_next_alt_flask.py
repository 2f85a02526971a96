from flask import Flask, flash, redirect, render_template, request
from flask_login import LoginManager, login_user

from app.models import User

app = Flask(__name__)
login_manager = LoginManager(app)


def post_login_target(default="/dashboard"):
    return request.args.get("next") or request.form.get("next") or default


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = User.query.filter_by(email=request.form.get("email", "").lower()).first()
    if user is None or not user.check_password(request.form.get("password", "")):
        flash("Invalid email or password")
        return render_template("login.html", next=request.form.get("next", "")), 401
    login_user(user, remember=request.form.get("remember") == "on")
    target = post_login_target()
    return redirect(target)
