from flask import Flask, redirect, render_template, request, url_for
from flask_login import current_user, login_required
from markupsafe import Markup

from app.models import User, db

app = Flask(__name__)


@app.post("/profile")
@login_required
def update_profile():
    current_user.bio = request.form.get("bio", "")[:2000]
    current_user.website = request.form.get("website", "")[:200]
    db.session.commit()
    return redirect(url_for("show_profile", username=current_user.username))


@app.get("/u/<username>")
def show_profile(username):
    user = User.query.filter_by(username=username).first_or_404()
    bio_html = Markup(user.bio.replace("\n", "<br>"))
    return render_template("profile.html", user=user, bio=bio_html)
