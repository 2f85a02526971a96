import logging

import bleach
from flask import Blueprint, Flask, abort, redirect, render_template, request, url_for
from flask_login import current_user, login_required
from markupsafe import Markup

from .db import db
from .models import Profile

log = logging.getLogger("community.profiles")
bp = Blueprint("profiles", __name__, url_prefix="/people")

ALLOWED_TAGS = ["b", "i", "em", "strong", "a", "p", "br", "ul", "li"]
ALLOWED_ATTRS = {"a": ["href", "title"]}
MAX_BIO = 4000


@bp.route("/<username>")
def show_profile(username):
    profile = Profile.query.filter_by(username=username).first()
    if profile is None:
        abort(404)
    cleaned = bleach.clean(profile.bio or "", tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRS, strip=True)
    if cleaned != (profile.bio or ""):
        log.info("bio of %s contains markup outside the allowed set", username)
    bio_html = Markup(profile.bio or "")
    return render_template("profiles/show.html", profile=profile, bio_html=bio_html)


@bp.route("/me/bio", methods=["GET", "POST"])
@login_required
def edit_bio():
    profile = Profile.query.filter_by(user_id=current_user.id).first_or_404()
    if request.method == "POST":
        bio = request.form.get("bio", "")
        if len(bio) > MAX_BIO:
            return render_template("profiles/edit.html", profile=profile, error="Bio is too long"), 400
        profile.bio = bio
        db.session.commit()
        log.info("user %s updated bio", current_user.id)
        return redirect(url_for("profiles.show_profile", username=profile.username))
    return render_template("profiles/edit.html", profile=profile)


def create_app():
    app = Flask(__name__)
    app.config.from_prefixed_env()
    db.init_app(app)
    app.register_blueprint(bp)
    return app
