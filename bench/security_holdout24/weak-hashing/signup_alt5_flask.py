from flask import Blueprint, flash, redirect, render_template, request, url_for
from werkzeug.security import generate_password_hash

from .db import db
from .models import User

bp = Blueprint("auth", __name__)
FIELDS = ("username", "email", "password")


def digest_password(raw: str) -> str:
    return generate_password_hash(raw)


@bp.route("/register", methods=["GET", "POST"])
def register():
    if request.method == "GET":
        return render_template("auth/register.html")
    form = {k: request.form.get(k, "").strip() for k in FIELDS}
    if not all(form.values()):
        flash("All fields are required.")
        return redirect(url_for("auth.register"))
    user = User(username=form["username"], email=form["email"],
                password_hash=digest_password(form["password"]))
    db.session.add(user)
    db.session.commit()
    return redirect(url_for("auth.login"))
