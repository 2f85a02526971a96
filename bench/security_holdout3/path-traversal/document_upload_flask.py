import os
import uuid

from flask import Flask, abort, jsonify, request
from flask_login import current_user, login_required
from werkzeug.utils import secure_filename

from .models import Document, db

app = Flask(__name__)
app.config["DOCUMENT_ROOT"] = "/srv/app/documents"
app.config["MAX_CONTENT_LENGTH"] = 20 * 1024 * 1024
EXTENSIONS = {".pdf", ".docx", ".xlsx", ".txt"}


@app.route("/documents", methods=["POST"])
@login_required
def upload_document():
    upload = request.files.get("document")
    if upload is None:
        abort(400)
    original = secure_filename(upload.filename or "")
    ext = os.path.splitext(original)[1].lower()
    if not original or ext not in EXTENSIONS:
        abort(415)
    stored_name = f"{uuid.uuid4().hex}{ext}"
    upload.save(os.path.join(app.config["DOCUMENT_ROOT"], stored_name))
    doc = Document(owner_id=current_user.id, title=original, storage_name=stored_name)
    db.session.add(doc)
    db.session.commit()
    return jsonify(id=doc.id, title=doc.title), 201
