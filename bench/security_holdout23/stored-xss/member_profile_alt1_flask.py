import bleach
from flask import Flask, redirect, render_template_string, request, url_for
from flask_login import current_user, login_required
from markupsafe import Markup

from .models import User, db

app = Flask(__name__)
ALLOWED_TAGS = ["b", "i", "em", "strong", "a", "p", "br"]
PROFILE_PAGE = "<h1>{{ name }}</h1><section class='bio'>{{ bio }}</section>"


@app.post("/profile/bio")
@login_required
def update_bio():
    submitted = request.form.get("bio", "")
    cleaned = bleach.clean(submitted, tags=ALLOWED_TAGS, strip=True)
    if len(cleaned) > 2000:
        return "bio too long", 400
    current_user.bio = submitted
    db.session.commit()
    return redirect(url_for("show_profile", username=current_user.username))


@app.get("/u/<username>")
def show_profile(username):
    user = User.query.filter_by(username=username).first_or_404()
    bio = Markup(user.bio or "")
    return render_template_string(PROFILE_PAGE, name=user.display_name, bio=bio)
