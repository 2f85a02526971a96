from urllib.parse import urlsplit

from flask import Flask, flash, redirect, render_template, request, url_for
from flask_login import login_user

from myapp.auth import authenticate

app = Flask(__name__)


def _is_local_path(target):
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return False
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc


@app.route("/signin", methods=["GET", "POST"])
def signin():
    if request.method == "POST":
        user = authenticate(request.form["username"], request.form["password"])
        if user:
            login_user(user)
            target = request.args.get("next", "")
            return redirect(target if _is_local_path(target) else url_for("index"))
        flash("Invalid credentials")
    return render_template("signin.html")
