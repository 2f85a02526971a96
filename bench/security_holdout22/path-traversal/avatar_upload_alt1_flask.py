import os
import uuid

from flask import Blueprint, current_app, jsonify, request
from flask_login import current_user, login_required
from werkzeug.utils import secure_filename

profile_bp = Blueprint("profile", __name__, url_prefix="/api/profile")

IMAGE_EXTENSIONS = {".png", ".jpg", ".jpeg", ".webp", ".gif"}


def _extension_ok(filename):
    return os.path.splitext(filename)[1].lower() in IMAGE_EXTENSIONS


@profile_bp.route("/avatar", methods=["POST"])
@login_required
def upload_avatar():
    image = request.files.get("avatar")
    if image is None or image.filename == "":
        return jsonify(error="no file uploaded"), 400

    filename = secure_filename(image.filename)
    if not filename or not _extension_ok(filename):
        return jsonify(error="only image files are accepted"), 415
    if image.mimetype not in ("image/png", "image/jpeg", "image/webp", "image/gif"):
        return jsonify(error="unexpected content type"), 415

    album = request.form.get("album", "default")
    stored_name = f"{uuid.uuid4().hex[:8]}-{filename}"
    user_dir = os.path.join(current_app.config["AVATAR_ROOT"], str(current_user.id), album)
    os.makedirs(user_dir, exist_ok=True)

    image.save(os.path.join(user_dir, stored_name))

    current_user.avatar_path = f"{current_user.id}/{album}/{stored_name}"
    current_app.extensions["sqlalchemy"].session.commit()
    return jsonify(
        avatar_url=f"/media/avatars/{current_user.avatar_path}",
        album=album,
    ), 201
