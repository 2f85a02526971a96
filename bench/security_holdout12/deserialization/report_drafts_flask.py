import base64
import hashlib
import hmac
import json
import os

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
SIGNING_KEY = os.environ["DRAFT_SIGNING_KEY"].encode()
DRAFT_FIELDS = {"title": str, "columns": list, "filters": dict}


def sign(payload: bytes) -> str:
    mac = hmac.new(SIGNING_KEY, payload, hashlib.sha256).hexdigest()
    return base64.urlsafe_b64encode(payload).decode() + "." + mac


def load_draft(blob: str) -> dict:
    encoded, _, mac = blob.rpartition(".")
    payload = base64.urlsafe_b64decode(encoded.encode())
    expected = hmac.new(SIGNING_KEY, payload, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(mac, expected):
        abort(400, description="draft signature mismatch")
    draft = json.loads(payload)
    if not isinstance(draft, dict):
        abort(400)
    return {k: draft[k] for k, kind in DRAFT_FIELDS.items() if isinstance(draft.get(k), kind)}


@app.route("/reports/drafts", methods=["POST"])
def save_draft():
    body = request.get_json(silent=True) or {}
    draft = {k: body[k] for k, kind in DRAFT_FIELDS.items() if isinstance(body.get(k), kind)}
    return jsonify({"draft": sign(json.dumps(draft).encode())})


@app.route("/reports/drafts/open", methods=["POST"])
def open_draft():
    blob = (request.get_json(silent=True) or {}).get("draft", "")
    try:
        draft = load_draft(str(blob))
    except (ValueError, TypeError):
        abort(400)
    return jsonify({"draft": draft})


@app.route("/reports/columns")
def columns():
    return jsonify(["region", "product", "units", "revenue"])


@app.route("/health")
def health():
    return jsonify({"ok": True})
