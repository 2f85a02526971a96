import os
import subprocess
import tempfile

from flask import Flask, abort, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
INBOX = "/srv/bundles/inbox"
ALLOWED_EXT = (".zip", ".tar.gz", ".tgz")


@app.post("/bundles")
def upload_bundle():
    upload = request.files.get("bundle")
    if upload is None or not upload.filename:
        abort(400)
    name = secure_filename(upload.filename)
    if not name or not name.endswith(ALLOWED_EXT):
        abort(415)

    os.makedirs(INBOX, exist_ok=True)
    stored = os.path.join(INBOX, name)
    upload.save(stored)

    workdir = tempfile.mkdtemp(prefix="bundle-")
    if name.endswith(".zip"):
        cmd = ["unzip", "-qq", stored, "-d", workdir]
    else:
        cmd = ["tar", "-xzf", stored, "-C", workdir]
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        return jsonify({"error": result.stderr.strip()}), 422
    return jsonify({"workdir": workdir, "files": sorted(os.listdir(workdir))})
