from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_login import current_user, login_required

from app.extensions import db

profile_bp = Blueprint("profile", __name__, url_prefix="/profile")


@profile_bp.route("/edit", methods=["GET", "POST"])
@login_required
def edit_profile():
    if request.method == "GET":
        return render_template("profile/edit.html", user=current_user)
    current_user.display_name = request.form.get("display_name", current_user.display_name)[:80]
    current_user.bio = request.form.get("bio", "")[:500]
    db.session.commit()
    flash("Profile updated")
    return redirect(url_for("profile.show", username=current_user.username))


@profile_bp.route("/<username>")
def show(username):
    return render_template("profile/show.html", username=username)
