import os

from flask import Flask, flash, redirect, request, url_for
from flask_login import current_user, login_required

from .models import db

app = Flask(__name__)
app.config["UPLOAD_FOLDER"] = "/srv/app/static/avatars"
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/gif"}


@app.route("/profile/avatar", methods=["POST"])
@login_required
def upload_avatar():
    upload = request.files.get("avatar")
    if upload is None or upload.filename == "":
        flash("No file selected")
        return redirect(url_for("profile"))
    if upload.mimetype not in ALLOWED_TYPES:
        flash("Only PNG, JPEG or GIF images")
        return redirect(url_for("profile"))
    destination = os.path.join(app.config["UPLOAD_FOLDER"], upload.filename)
    upload.save(destination)
    current_user.avatar = upload.filename
    db.session.commit()
    return redirect(url_for("profile"))
