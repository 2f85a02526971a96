import hashlib
import os
import tempfile

from flask import Blueprint, abort, current_app, jsonify, request

bp = Blueprint("uploads", __name__)

CHUNK = 1024 * 1024


def store_blob(stream):
    hasher = hashlib.sha256()
    fd, tmp_path = tempfile.mkstemp(dir=current_app.config["BLOB_DIR"], suffix=".part")
    with os.fdopen(fd, "wb") as out:
        for chunk in iter(lambda: stream.read(CHUNK), b""):
            hasher.update(chunk)
            out.write(chunk)
    digest = hasher.hexdigest()
    final_path = os.path.join(current_app.config["BLOB_DIR"], digest)
    os.replace(tmp_path, final_path)
    return digest


@bp.post("/blobs")
def upload_blob():
    upload = request.files.get("file")
    if upload is None:
        abort(400)
    digest = store_blob(upload.stream)
    expected = request.form.get("sha256")
    if expected and expected.lower() != digest:
        abort(422, description="checksum mismatch")
    return jsonify(sha256=digest), 201
