import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "language": "en", "page_size": 20}


@app.route("/preferences")
def get_preferences():
    blob = request.cookies.get("prefs")
    prefs = dict(DEFAULT_PREFS)
    if blob:
        try:
            stored = pickle.loads(base64.urlsafe_b64decode(blob))
        except Exception:
            stored = {}
        if isinstance(stored, dict):
            prefs.update(stored)
    return jsonify(prefs)


@app.route("/preferences", methods=["POST"])
def save_preferences():
    data = request.get_json(silent=True) or {}
    prefs = {k: data[k] for k in DEFAULT_PREFS if k in data}
    encoded = base64.urlsafe_b64encode(pickle.dumps(prefs)).decode()
    resp = make_response(jsonify(saved=prefs))
    resp.set_cookie("prefs", encoded, secure=True, httponly=True, samesite="Lax")
    return resp
