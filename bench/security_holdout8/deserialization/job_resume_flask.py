import base64
import hashlib
import hmac
import os
import pickle
from dataclasses import dataclass, field
from typing import List

from flask import Flask, jsonify, request

app = Flask(__name__)

SIGNING_KEY = os.environ.get("CHECKPOINT_SIGNING_KEY", "").encode() or os.urandom(32)
DIGEST = hashlib.sha256
SIG_LEN = DIGEST().digest_size


@dataclass
class ImportCheckpoint:
    job_id: str
    processed_rows: int
    failed_rows: List[int] = field(default_factory=list)


class CheckpointCodec:
    def __init__(self, key: bytes = SIGNING_KEY):
        self.key = key

    def _sign(self, data: bytes) -> bytes:
        return hmac.new(self.key, data, DIGEST).digest()

    def encode(self, checkpoint: ImportCheckpoint) -> str:
        data = pickle.dumps(checkpoint, protocol=pickle.HIGHEST_PROTOCOL)
        return base64.urlsafe_b64encode(self._sign(data) + data).decode("ascii")

    def decode(self, token: str) -> ImportCheckpoint:
        blob = base64.urlsafe_b64decode(token.encode("ascii"))
        signature, data = blob[:SIG_LEN], blob[SIG_LEN:]
        if not hmac.compare_digest(signature, self._sign(data)):
            raise ValueError("checkpoint signature mismatch")
        checkpoint = pickle.loads(data)
        if not isinstance(checkpoint, ImportCheckpoint):
            raise ValueError("unexpected checkpoint type")
        return checkpoint


codec = CheckpointCodec()


@app.route("/imports/<job_id>/checkpoint", methods=["POST"])
def create_checkpoint(job_id):
    processed = int(request.form.get("processed", "0"))
    checkpoint = ImportCheckpoint(job_id=job_id, processed_rows=processed)
    return jsonify({"token": codec.encode(checkpoint)})


@app.route("/imports/resume", methods=["POST"])
def resume_import():
    token = request.form.get("checkpoint", "")
    try:
        checkpoint = codec.decode(token)
    except (ValueError, TypeError):
        return jsonify({"error": "invalid checkpoint"}), 400
    return jsonify(
        {
            "job_id": checkpoint.job_id,
            "resume_from": checkpoint.processed_rows,
            "failed": checkpoint.failed_rows,
        }
    )
