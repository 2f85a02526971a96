from flask import Blueprint, abort, redirect, request, session, url_for
from werkzeug.security import check_password_hash

from app.models import User

bp = Blueprint("auth", __name__)


def verify_credentials(email, password):
    user = User.query.filter_by(email=email.strip().lower(), active=True).first()
    if user is None or not check_password_hash(user.password_hash, password):
        return None
    return user


@bp.post("/login")
def login():
    user = verify_credentials(
        request.form.get("email", ""),
        request.form.get("password", ""),
    )
    if user is None:
        abort(401)
    session.clear()
    session["user_id"] = user.id
    session["is_admin"] = user.is_admin
    session.permanent = True
    return redirect(url_for("dashboard.index"))
