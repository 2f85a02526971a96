from flask import Blueprint, render_template
from markupsafe import Markup

from app.models import User

profiles = Blueprint("profiles", __name__)


@profiles.get("/u/<username>")
def public_profile(username):
    user = User.query.filter_by(username=username, active=True).first_or_404()
    bio_html = Markup(user.bio or "")
    return render_template("profiles/public.html", user=user, bio=bio_html)
