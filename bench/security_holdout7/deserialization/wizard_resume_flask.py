import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/wizard/resume")
def resume_wizard():
    blob = request.cookies.get("wizard_state")
    if not blob:
        return jsonify(step=1, data={})
    raw = base64.urlsafe_b64decode(blob.encode())
    state = pickle.loads(raw)
    return jsonify(step=state.get("step", 1), data=state.get("data", {}))
