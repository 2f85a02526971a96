import bleach
from flask import Blueprint, jsonify, render_template, request
from flask_login import current_user, login_required
from markupsafe import Markup

from .extensions import db
from .models import Profile

profiles_bp = Blueprint("profiles", __name__)

BIO_TAGS = ["p", "br", "strong", "em", "ul", "ol", "li", "a", "code"]
BIO_ATTRIBUTES = {"a": ["href", "title", "rel"]}
BIO_PROTOCOLS = ["http", "https", "mailto"]
MAX_BIO_LENGTH = 4000


@profiles_bp.put("/api/profile/bio")
@login_required
def update_bio():
    payload = request.get_json(silent=True) or {}
    bio = payload.get("bio", "")
    if not isinstance(bio, str) or len(bio) > MAX_BIO_LENGTH:
        return jsonify(error=f"bio must be text up to {MAX_BIO_LENGTH} characters"), 400

    current_user.profile.bio = bio
    db.session.commit()
    return jsonify(updated=True)


@profiles_bp.get("/people/<username>")
def show_profile(username):
    profile = Profile.query.filter_by(username=username).first_or_404()

    bio_html = bleach.clean(profile.bio or "", tags=BIO_TAGS, attributes=BIO_ATTRIBUTES, protocols=BIO_PROTOCOLS, strip=True)
    bio_html = bleach.linkify(bio_html)

    return render_template(
        "profiles/show.html",
        profile=profile,
        bio=Markup(bio_html),
        follower_count=profile.followers.count(),
    )
