import os

from flask import Flask, jsonify, request
from flask_login import current_user, login_required

from .models import db

app = Flask(__name__)
app.config["UPLOAD_FOLDER"] = "/srv/app/static/avatars"
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/gif"}


@app.post("/profile/avatar")
@login_required
def upload_avatar():
    file = request.files.get("avatar")
    if file is None or file.mimetype not in ALLOWED_TYPES:
        return jsonify(error="png, jpeg or gif required"), 400
    destination = os.path.join(app.config["UPLOAD_FOLDER"], file.filename)
    file.save(destination)
    current_user.avatar_url = "/static/avatars/" + file.filename
    db.session.commit()
    return jsonify(avatar=current_user.avatar_url), 201
