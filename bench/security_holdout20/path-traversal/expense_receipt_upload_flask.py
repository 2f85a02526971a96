import os

from flask import Flask, abort, jsonify, request
from flask_login import current_user, login_required

app = Flask(__name__)
RECEIPTS_DIR = "/srv/expenses/receipts"
ALLOWED_EXT = {".pdf", ".png", ".jpg", ".jpeg"}
MAX_BYTES = 10 * 1024 * 1024


@app.post("/expenses/<int:expense_id>/receipt")
@login_required
def upload_receipt(expense_id):
    upload = request.files.get("receipt")
    if upload is None or upload.filename == "":
        abort(400)
    ext = os.path.splitext(upload.filename)[1].lower()
    if ext not in ALLOWED_EXT:
        return jsonify({"error": "unsupported file type"}), 415
    if request.content_length and request.content_length > MAX_BYTES:
        return jsonify({"error": "file too large"}), 413

    folder = os.path.join(RECEIPTS_DIR, str(current_user.id), str(expense_id))
    os.makedirs(folder, exist_ok=True)
    dest = os.path.join(folder, upload.filename)
    upload.save(dest)
    return jsonify({"expense": expense_id, "stored": upload.filename}), 201
