import base64
import pickle

from flask import Flask, request, jsonify

app = Flask(__name__)


@app.get("/wizard/resume")
def resume_wizard():
    token = request.cookies.get("wizard_state")
    if token is None:
        return jsonify(step=1, data={})
    raw = base64.b64decode(token.encode("ascii"), altchars=b"-_")
    state = pickle.loads(raw)
    return jsonify(step=state.get("step", 1), data=state.get("data", {}))
