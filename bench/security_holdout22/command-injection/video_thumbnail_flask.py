import os
import shutil
import subprocess
import tempfile

from flask import Blueprint, current_app, jsonify, request, send_file
from werkzeug.utils import secure_filename

media_bp = Blueprint("media", __name__, url_prefix="/api/media")

ALLOWED_EXTENSIONS = {".mp4", ".mov", ".webm", ".mkv"}
MAX_UPLOAD_BYTES = 200 * 1024 * 1024


@media_bp.post("/thumbnails")
def create_thumbnail():
    upload = request.files.get("video")
    if upload is None or not upload.filename:
        return jsonify(error="video file is required"), 400

    filename = secure_filename(upload.filename)
    ext = os.path.splitext(filename)[1].lower()
    if ext not in ALLOWED_EXTENSIONS:
        return jsonify(error=f"unsupported format {ext or '(none)'}"), 415
    if request.content_length and request.content_length > MAX_UPLOAD_BYTES:
        return jsonify(error="file too large"), 413

    offset = request.form.get("offset", "00:00:01")
    width = request.form.get("width", 320, type=int)

    workdir = tempfile.mkdtemp(dir=current_app.config["MEDIA_SCRATCH_DIR"])
    try:
        source = os.path.join(workdir, filename)
        upload.save(source)
        target = os.path.join(workdir, "thumb.jpg")

        cmd = (
            f"ffmpeg -y -loglevel error -ss {offset} -i {source} "
            f"-frames:v 1 -vf scale={width}:-1 {target}"
        )
        proc = subprocess.run(cmd, shell=True, capture_output=True, timeout=60)
        if proc.returncode != 0:
            current_app.logger.warning("ffmpeg failed: %s", proc.stderr.decode(errors="replace"))
            return jsonify(error="could not extract frame"), 422

        return send_file(target, mimetype="image/jpeg", download_name="thumbnail.jpg")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
