import os
import subprocess
import tempfile

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
INBOX = "/srv/imports/inbox"
ALLOWED_EXT = (".zip", ".tar.gz", ".tgz")


@app.post("/imports/archive")
def upload_archive():
    upload = request.files.get("archive")
    if upload is None or not upload.filename:
        abort(400)
    name = os.path.basename(upload.filename)
    if not name.endswith(ALLOWED_EXT):
        abort(415)

    os.makedirs(INBOX, exist_ok=True)
    stored = os.path.join(INBOX, name)
    upload.save(stored)

    workdir = tempfile.mkdtemp(prefix="import-")
    if name.endswith(".zip"):
        cmd = f"unzip -qq '{stored}' -d {workdir}"
    else:
        cmd = f"tar -xzf '{stored}' -C {workdir}"
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        return jsonify({"error": result.stderr.strip()}), 422
    return jsonify({"workdir": workdir, "files": sorted(os.listdir(workdir))})
