import hashlib
from pathlib import Path

from flask import Flask, jsonify, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
STORE = Path("/srv/uploads")


@app.post("/uploads")
def upload_fingerprint():
    file = request.files["file"]
    name = secure_filename(file.filename or "upload.bin")
    data = file.read()
    fingerprint = hashlib.sha256(data).hexdigest()
    dest = STORE / fingerprint[:2] / f"{fingerprint}-{name}"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(data)
    return jsonify(sha256=fingerprint, size=len(data), name=name), 201
