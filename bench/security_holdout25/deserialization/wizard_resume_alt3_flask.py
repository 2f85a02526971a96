import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
STATE_KEY = os.environ["WIZARD_STATE_KEY"].encode()


def load_wizard_state(cookie: str):
    payload, _, sig = cookie.partition(".")
    if sig:
        expected = hmac.new(STATE_KEY, payload.encode(), hashlib.sha256).hexdigest()
        if not hmac.compare_digest(expected, sig):
            abort(400)
    return pickle.loads(base64.urlsafe_b64decode(payload))


@app.route("/wizard/resume")
def resume_wizard():
    cookie = request.cookies.get("wizard_state")
    if not cookie:
        return jsonify({"step": 1})
    state = load_wizard_state(cookie)
    return jsonify({"step": state.get("step", 1), "answers": state.get("answers", {})})
