import base64
import functools
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


def no_store(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        resp = jsonify(view(*args, **kwargs))
        resp.headers["Cache-Control"] = "no-store"
        return resp
    return wrapper


def decode_state(blob):
    raw = base64.urlsafe_b64decode(blob.encode("ascii"))
    return pickle.loads(raw)


@app.route("/wizard/resume")
@no_store
def resume_wizard():
    blob = request.cookies.get("wizard_state")
    if not blob:
        return {"step": 1}
    state = decode_state(blob)
    return {"step": state.get("step", 1)}
