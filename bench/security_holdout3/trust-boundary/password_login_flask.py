from datetime import datetime, timezone

from flask import Flask, flash, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from app.db import get_user_by_email

app = Flask(__name__)
app.config.from_prefixed_env()


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")

    email = request.form.get("email", "").lower()
    password = request.form.get("password", "")
    user = get_user_by_email(email)
    if user is None or not check_password_hash(user.password_hash, password):
        flash("Invalid email or password")
        return redirect(url_for("login"))

    session.clear()
    session["user_id"] = user.id
    session["login_at"] = datetime.now(timezone.utc).isoformat()
    return redirect(url_for("index"))
