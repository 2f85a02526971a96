import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/wizard/resume")
def resume_wizard():
    blob = request.cookies.get("wizard_state", "")
    step_kind = "xyz"[1]
    if step_kind == "x":
        raw = pickle.dumps({"step": 1})
    elif step_kind == "y":
        raw = base64.urlsafe_b64decode(blob)
    else:
        raw = pickle.dumps({})
    state = pickle.loads(raw)
    return jsonify(step=state.get("step", 1))
