import os

from flask import Flask, abort, jsonify, request
from flask_login import current_user, login_required
from werkzeug.utils import secure_filename

app = Flask(__name__)
ATTACH_DIR = "/srv/expenses/mileage"
ALLOWED_EXT = {".pdf", ".png", ".jpg", ".jpeg", ".gpx"}
MAX_BYTES = 10 * 1024 * 1024


@app.post("/mileage/<int:trip_id>/attachment")
@login_required
def upload_attachment(trip_id):
    upload = request.files.get("attachment")
    if upload is None or upload.filename == "":
        abort(400)
    filename = secure_filename(upload.filename)
    ext = os.path.splitext(filename)[1].lower()
    if not filename or ext not in ALLOWED_EXT:
        return jsonify({"error": "unsupported file type"}), 415
    if request.content_length and request.content_length > MAX_BYTES:
        return jsonify({"error": "file too large"}), 413

    folder = os.path.join(ATTACH_DIR, str(current_user.id), str(trip_id))
    os.makedirs(folder, exist_ok=True)
    dest = os.path.join(folder, filename)
    upload.save(dest)
    return jsonify({"trip": trip_id, "stored": filename}), 201
