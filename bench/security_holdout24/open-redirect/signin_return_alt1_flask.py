import re

from flask import Flask, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from .users import find_user

app = Flask(__name__)
LOCAL_PATH = re.compile(r"/(?!/)[A-Za-z0-9/_.\-]*(\?[A-Za-z0-9=&_.\-%]*)?")


def post_login_target(default: str) -> str:
    target = request.values.get("next") or default
    return target if LOCAL_PATH.fullmatch(target) else default


@app.route("/signin", methods=["GET", "POST"])
def signin():
    if request.method == "GET":
        return render_template("signin.html", next=request.args.get("next", ""))
    user = find_user(request.form["email"])
    if user is None or not check_password_hash(user.password_hash, request.form["password"]):
        return render_template("signin.html", error="Invalid email or password"), 401
    session["uid"] = user.id
    return redirect(post_login_target(url_for("dashboard")))
