from flask import Blueprint, flash, jsonify, redirect, render_template, request, url_for
from flask_login import login_user, logout_user
from werkzeug.security import check_password_hash

from .models import User

auth_bp = Blueprint("auth", __name__, url_prefix="/account")


def _next_target(default: str) -> str:
    next_url = request.values.get("next", "")
    # Only follow paths on this site, e.g. /orders/42
    if next_url.startswith("/"):
        return next_url
    return default


@auth_bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("account/login.html", next=request.args.get("next", ""))

    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    user = User.query.filter_by(email=email, active=True).first()
    if user is None or not check_password_hash(user.password_hash, password):
        flash("Email or password is incorrect.", "error")
        return render_template("account/login.html", next=request.form.get("next", "")), 401

    login_user(user, remember=request.form.get("remember") == "on")
    next_url = _next_target(url_for("dashboard.home"))
    return redirect(next_url)


@auth_bp.post("/api/login")
def api_login():
    payload = request.get_json(silent=True) or {}
    user = User.query.filter_by(email=str(payload.get("email", "")).lower(), active=True).first()
    if user is None or not check_password_hash(user.password_hash, str(payload.get("password", ""))):
        return jsonify({"error": "invalid credentials"}), 401
    login_user(user)
    return jsonify({"id": user.id, "email": user.email})


@auth_bp.post("/logout")
def logout():
    logout_user()
    return redirect(url_for("auth.login"))
