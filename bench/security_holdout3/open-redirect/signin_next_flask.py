from urllib.parse import urlparse

from flask import Flask, flash, redirect, render_template, request, url_for
from flask_login import LoginManager, login_user

from app.models import User

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")
login_manager = LoginManager(app)


def local_path_or_none(target):
    if not target:
        return None
    target = target.strip()
    if any(ord(c) < 0x20 for c in target):
        return None
    if "\\" in target or not target.startswith("/") or target.startswith("//"):
        return None
    parts = urlparse(target)
    if parts.scheme or parts.netloc:
        return None
    return target


@app.route("/signin", methods=["GET", "POST"])
def signin():
    if request.method == "GET":
        return render_template("signin.html", next=request.args.get("next", ""))
    user = User.query.filter_by(email=request.form["email"].lower()).first()
    if user is None or not user.check_password(request.form["password"]):
        flash("Invalid credentials", "error")
        return redirect(url_for("signin"))
    login_user(user)
    destination = local_path_or_none(request.args.get("next") or request.form.get("next"))
    return redirect(destination or url_for("index"))
