import base64
import hashlib
import hmac
import os
import pickle

from bottle import abort, post, request

STATE_KEY = os.environ["WIZARD_STATE_KEY"].encode()


def _mac(blob: bytes) -> str:
    return hmac.new(STATE_KEY, blob, hashlib.sha256).hexdigest()


@post("/onboarding/step")
def next_step():
    token = request.forms.get("state", "")
    blob_b64, _, mac = token.partition(":")
    try:
        blob = base64.b64decode(blob_b64, validate=True)
    except ValueError:
        abort(400, "malformed state")
    if not hmac.compare_digest(_mac(blob), mac):
        abort(400, "state was modified")
    state = pickle.loads(blob)
    state["answers"][request.forms.get("step", "")] = request.forms.get("answer", "")
    new_blob = pickle.dumps(state)
    return {"state": base64.b64encode(new_blob).decode() + ":" + _mac(new_blob)}
