import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/preferences")
def load_preferences():
    raw = request.cookies.get("prefs", "")
    if not raw:
        return jsonify({})
    blob = base64.urlsafe_b64decode(raw.encode("ascii"))
    prefs = pickle.loads(blob)
    return jsonify(prefs)
