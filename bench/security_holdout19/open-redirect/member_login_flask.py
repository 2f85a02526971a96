from urllib.parse import urlsplit

from flask import Blueprint, current_app, flash, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from .models import User
from .ratelimit import limiter

bp = Blueprint("accounts", __name__)


def local_target(target):
    if not target or not target.startswith("/") or target.startswith("//"):
        return None
    if "\\" in target or any(ch.isspace() or ord(ch) < 32 for ch in target):
        return None
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return None
    return target


def start_session(user):
    session.clear()
    session["user_id"] = user.id
    session.permanent = request.form.get("remember") == "on"


@bp.get("/sign-in")
def sign_in_form():
    return render_template("accounts/sign_in.html", next=request.args.get("next", ""))


@bp.post("/sign-in")
@limiter.limit("10/minute")
def sign_in():
    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    user = User.query.filter_by(email=email, active=True).first()
    if user is None or not check_password_hash(user.password_hash, password):
        flash("Wrong email or password.", "error")
        return render_template("accounts/sign_in.html", next=request.form.get("next", "")), 401

    start_session(user)
    current_app.logger.info("user %s signed in", user.id)
    target = local_target(request.form.get("next")) or url_for("home.index")
    return redirect(target)


@bp.post("/sign-out")
def sign_out():
    session.clear()
    return redirect(url_for("accounts.sign_in_form"))
