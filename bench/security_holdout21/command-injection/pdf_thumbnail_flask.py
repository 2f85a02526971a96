import logging
import os
import shlex
import subprocess
import uuid

from flask import Flask, abort, current_app, jsonify, request, send_file
from werkzeug.utils import secure_filename

app = Flask(__name__)
app.config.update(THUMB_DIR="/var/cache/thumbs", UPLOAD_DIR="/var/uploads/docs")
log = logging.getLogger("docs.thumbs")


def document_path(doc_id):
    path = os.path.join(current_app.config["UPLOAD_DIR"], f"{doc_id}.pdf")
    if not os.path.isfile(path):
        abort(404)
    return path


def build_thumbnail(src, dst, page, width):
    pipeline = "pdftoppm -f {page} -l {page} -singlefile -png {src} - | convert - -resize {width}x {dst}".format(
        page=page, src=shlex.quote(src), width=width, dst=shlex.quote(dst)
    )
    return subprocess.run(pipeline, shell=True, capture_output=True, timeout=30)


@app.route("/documents/<uuid:doc_id>/thumbnail")
def thumbnail(doc_id):
    try:
        page = int(request.args.get("page", 1))
        width = int(request.args.get("width", 240))
    except ValueError:
        abort(400)
    if not (1 <= page <= 500 and 32 <= width <= 1024):
        abort(400)

    src = document_path(doc_id)
    label = secure_filename(request.args.get("label", "")) or uuid.uuid4().hex
    dst = os.path.join(current_app.config["THUMB_DIR"], f"{doc_id}-{page}-{width}-{label}.png")
    if not os.path.exists(dst):
        proc = build_thumbnail(src, dst, page, width)
        if proc.returncode != 0:
            log.error("thumbnail failed for %s: %s", doc_id, proc.stderr.decode(errors="replace"))
            return jsonify({"error": "could not render page"}), 500
    return send_file(dst, mimetype="image/png")


@app.errorhandler(subprocess.TimeoutExpired)
def render_timeout(exc):
    log.warning("thumbnail render timed out: %s", exc)
    return jsonify({"error": "render timed out"}), 504
