from flask import Blueprint, current_app, flash, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from .models import User
from .ratelimit import limiter

bp = Blueprint("auth", __name__)


def start_session(user):
    session.clear()
    session["user_id"] = user.id
    session.permanent = request.form.get("remember") == "on"


@bp.get("/login")
def login_form():
    return render_template("auth/login.html", next=request.args.get("next", ""))


@bp.post("/login")
@limiter.limit("10/minute")
def login():
    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    user = User.query.filter_by(email=email, active=True).first()
    if user is None or not check_password_hash(user.password_hash, password):
        flash("Wrong email or password.", "error")
        return render_template("auth/login.html", next=request.form.get("next", "")), 401

    start_session(user)
    current_app.logger.info("user %s signed in", user.id)
    target = request.form.get("next") or url_for("dashboard.index")
    return redirect(target)


@bp.post("/logout")
def logout():
    session.clear()
    return redirect(url_for("auth.login_form"))


@bp.app_errorhandler(401)
def to_login(err):
    return redirect(url_for("auth.login_form", next=request.full_path))
