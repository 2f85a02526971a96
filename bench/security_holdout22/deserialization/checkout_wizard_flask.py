import base64
import binascii
import hashlib
import hmac
import pickle

from flask import Blueprint, current_app, jsonify, make_response, request

wizard_bp = Blueprint("wizard", __name__, url_prefix="/api/checkout/wizard")

COOKIE_NAME = "wizard_state"
STEPS = ("address", "shipping", "payment", "review")


def _sign(blob: bytes) -> str:
    key = current_app.config["WIZARD_SIGNING_KEY"].encode()
    return hmac.new(key, blob, hashlib.sha256).hexdigest()


def _load_state():
    raw = request.cookies.get(COOKIE_NAME, "")
    encoded, _, signature = raw.partition(".")
    if not encoded or not signature:
        return {"step": STEPS[0], "data": {}}
    try:
        blob = base64.urlsafe_b64decode(encoded.encode("ascii"))
    except (binascii.Error, ValueError):
        return {"step": STEPS[0], "data": {}}
    if not hmac.compare_digest(_sign(blob), signature):
        return {"step": STEPS[0], "data": {}}
    return pickle.loads(blob)


def _store_state(response, state):
    blob = pickle.dumps(state)
    value = base64.urlsafe_b64encode(blob).decode("ascii") + "." + _sign(blob)
    response.set_cookie(COOKIE_NAME, value, httponly=True, secure=True, samesite="Strict")
    return response


@wizard_bp.get("/")
def current_step():
    state = _load_state()
    return jsonify({"step": state["step"], "data": state["data"]})


@wizard_bp.post("/<step>")
def submit_step(step):
    if step not in STEPS:
        return jsonify({"error": "unknown step"}), 404
    state = _load_state()
    fields = request.get_json(silent=True) or {}
    state["data"][step] = {str(k): str(v)[:200] for k, v in fields.items()}
    index = STEPS.index(step)
    state["step"] = STEPS[min(index + 1, len(STEPS) - 1)]
    return _store_state(make_response(jsonify({"next": state["step"]})), state)
