from urllib.parse import urlsplit

from flask import Flask, redirect, render_template, request, url_for
from flask_login import login_user

from .models import User

app = Flask(__name__)


def is_safe_next(target):
    if not target or any(ord(ch) < 32 for ch in target):
        return False
    normalised = target.replace("\\", "/")
    parts = urlsplit(normalised)
    return (
        not parts.scheme
        and not parts.netloc
        and normalised.startswith("/")
        and not normalised.startswith("//")
    )


@app.route("/signin", methods=["GET", "POST"])
def signin():
    nxt = request.values.get("next", "")
    if request.method == "POST":
        user = User.authenticate(request.form.get("email", ""), request.form.get("password", ""))
        if user is not None:
            login_user(user)
            return redirect(nxt if is_safe_next(nxt) else url_for("dashboard"))
    return render_template("signin.html", next=nxt)
