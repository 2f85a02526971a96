import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
DEFAULT_PREFS = {"language": "en", "currency": "EUR", "newsletter": False}


@app.route("/preferences")
def load_preferences():
    raw = request.cookies.get("prefs")
    if not raw:
        return jsonify(DEFAULT_PREFS)
    prefs = pickle.loads(base64.urlsafe_b64decode(raw))
    return jsonify({**DEFAULT_PREFS, **prefs})
