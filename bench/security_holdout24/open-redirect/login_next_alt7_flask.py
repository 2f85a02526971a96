from flask import Flask, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from .users import find_user

app = Flask(__name__)


def post_login_target(default: str) -> str:
    target = request.values.get("next") or default
    if not target.startswith("/"):
        return default
    return target


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = find_user(request.form["email"])
    if user is None or not check_password_hash(user.password_hash, request.form["password"]):
        return render_template("login.html", error="Invalid email or password"), 401
    session["uid"] = user.id
    return redirect(post_login_target(url_for("dashboard")))
