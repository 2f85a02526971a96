import base64
import hashlib
import hmac
import os
import pickle
from dataclasses import dataclass, field
from typing import List, Optional

from flask import Flask, jsonify, make_response, request

SIGNING_KEY = os.environ.get("STATE_SIGNING_KEY", "").encode() or os.urandom(32)
COOKIE_NAME = "draft_state"
MAC_SIZE = hashlib.sha256().digest_size

app = Flask(__name__)


@dataclass
class DraftState:
    document_id: int
    cursor: int = 0
    pending_edits: List[str] = field(default_factory=list)


class SignedStateCodec:
    def __init__(self, key: bytes):
        self.key = key

    def _mac(self, payload: bytes) -> bytes:
        return hmac.new(self.key, payload, hashlib.sha256).digest()

    def dumps(self, state: DraftState) -> str:
        payload = pickle.dumps(state)
        return base64.urlsafe_b64encode(self._mac(payload) + payload).decode()

    def loads(self, token: str) -> Optional[DraftState]:
        try:
            raw = base64.urlsafe_b64decode(token.encode())
        except ValueError:
            return None
        mac, payload = raw[:MAC_SIZE], raw[MAC_SIZE:]
        if not hmac.compare_digest(mac, self._mac(payload)):
            return None
        return pickle.loads(payload)


codec = SignedStateCodec(SIGNING_KEY)


@app.route("/drafts/<int:doc_id>/state", methods=["GET"])
def get_state(doc_id):
    token = request.cookies.get(COOKIE_NAME, "")
    state = codec.loads(token) if token else None
    if state is None or state.document_id != doc_id:
        state = DraftState(document_id=doc_id)
    return jsonify(
        document_id=state.document_id,
        cursor=state.cursor,
        pending=len(state.pending_edits),
    )


@app.route("/drafts/<int:doc_id>/state", methods=["POST"])
def save_state(doc_id):
    body = request.get_json(silent=True) or {}
    state = DraftState(
        document_id=doc_id,
        cursor=int(body.get("cursor", 0)),
        pending_edits=[str(e) for e in body.get("edits", [])][:100],
    )
    resp = make_response(jsonify(saved=True))
    resp.set_cookie(COOKIE_NAME, codec.dumps(state), secure=True, httponly=True, samesite="Strict")
    return resp
