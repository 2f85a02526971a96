import os

from flask import Flask, abort, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["CLAIM_UPLOADS"] = "/srv/insurance/claim_photos"
ALLOWED_EXT = {".jpg", ".jpeg", ".png", ".heic"}


@app.post("/claims/<int:claim_id>/photos")
def upload_claim_photo(claim_id):
    photo = request.files.get("photo")
    if photo is None or not photo.filename:
        abort(400)
    name = secure_filename(photo.filename)
    if not name or os.path.splitext(name)[1].lower() not in ALLOWED_EXT:
        abort(415)
    folder = os.path.join(app.config["CLAIM_UPLOADS"], str(claim_id))
    os.makedirs(folder, exist_ok=True)
    destination = os.path.join(folder, name)
    photo.save(destination)
    return jsonify({"stored": name}), 201
