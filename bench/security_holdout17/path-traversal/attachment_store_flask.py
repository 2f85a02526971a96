import os
import uuid

from flask import Flask, abort, jsonify, request, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config["ATTACHMENT_DIR"] = "/srv/attachments"
ALLOWED_EXT = {".pdf", ".png", ".jpg", ".txt"}


def _ticket_dir(ticket_id: int) -> str:
    path = os.path.join(app.config["ATTACHMENT_DIR"], str(ticket_id))
    os.makedirs(path, exist_ok=True)
    return path


@app.post("/tickets/<int:ticket_id>/attachments")
def add_attachment(ticket_id):
    stored = []
    for upload in request.files.getlist("files"):
        clean = secure_filename(upload.filename or "")
        if not clean or os.path.splitext(clean)[1].lower() not in ALLOWED_EXT:
            continue
        final = f"{uuid.uuid4().hex[:8]}_{clean}"
        upload.save(os.path.join(_ticket_dir(ticket_id), final))
        stored.append(final)
    return jsonify(stored=stored), 201


@app.get("/tickets/<int:ticket_id>/attachments")
def list_attachments(ticket_id):
    return jsonify(files=sorted(os.listdir(_ticket_dir(ticket_id))))


@app.get("/tickets/<int:ticket_id>/attachments/<path:filename>")
def get_attachment(ticket_id, filename):
    wanted = request.headers.get("X-Attachment-Name", filename)
    folder = _ticket_dir(ticket_id)
    if wanted not in os.listdir(folder):
        abort(404)
    return send_from_directory(folder, wanted, as_attachment=True)


@app.delete("/tickets/<int:ticket_id>/attachments")
def clear_attachments(ticket_id):
    folder = _ticket_dir(ticket_id)
    removed = 0
    for entry in os.listdir(folder):
        os.remove(os.path.join(folder, entry))
        removed += 1
    return jsonify(removed=removed)
