import os
import subprocess
import uuid

from flask import Blueprint, current_app, jsonify, request, send_from_directory

media = Blueprint("media", __name__, url_prefix="/media")

ALLOWED_EXTENSIONS = {".png", ".jpg", ".jpeg", ".gif", ".webp"}


def _storage_dir(kind):
    path = os.path.join(current_app.instance_path, kind)
    os.makedirs(path, exist_ok=True)
    return path


def make_thumbnail(source_path, size="256x256"):
    thumb_name = f"{uuid.uuid4().hex}.png"
    thumb_path = os.path.join(_storage_dir("thumbs"), thumb_name)
    cmd = f"convert '{source_path}' -thumbnail {size} -strip '{thumb_path}'"
    subprocess.run(cmd, shell=True, check=True, timeout=30)
    return thumb_name


@media.post("/images")
def upload_image():
    upload = request.files.get("image")
    if upload is None or not upload.filename:
        return jsonify(error="no file"), 400

    ext = os.path.splitext(upload.filename)[1].lower()
    if ext not in ALLOWED_EXTENSIONS:
        return jsonify(error="unsupported type"), 415

    originals = _storage_dir("originals")
    source_path = os.path.join(originals, upload.filename.replace("/", "_"))
    upload.save(source_path)

    try:
        thumb = make_thumbnail(source_path)
    except subprocess.CalledProcessError:
        current_app.logger.exception("thumbnail failed for %s", upload.filename)
        return jsonify(error="could not process image"), 422

    return jsonify(original=os.path.basename(source_path), thumbnail=thumb), 201


@media.get("/thumbs/<name>")
def get_thumbnail(name):
    return send_from_directory(_storage_dir("thumbs"), name)


@media.get("/health")
def health():
    return jsonify(status="ok")
