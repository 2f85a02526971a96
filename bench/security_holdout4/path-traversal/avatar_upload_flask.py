import os

from flask import Flask, abort, current_app, jsonify, request
from flask_login import current_user, login_required
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["AVATAR_DIR"] = "/srv/media/avatars"
ALLOWED_EXTENSIONS = {".png", ".jpg", ".jpeg", ".webp"}


@app.route("/profile/avatar", methods=["POST"])
@login_required
def upload_avatar():
    upload = request.files.get("avatar")
    if upload is None or upload.filename == "":
        abort(400, "no file")
    filename = secure_filename(upload.filename)
    ext = os.path.splitext(filename)[1].lower()
    if not filename or ext not in ALLOWED_EXTENSIONS:
        abort(415)
    user_dir = os.path.join(current_app.config["AVATAR_DIR"], str(current_user.id))
    os.makedirs(user_dir, exist_ok=True)
    destination = os.path.join(user_dir, filename)
    upload.save(destination)
    current_user.avatar = filename
    return jsonify({"avatar": filename}), 201
