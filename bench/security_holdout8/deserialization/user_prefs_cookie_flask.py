import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
DEFAULT_PREFS = {"lang": "en", "tz": "UTC", "compact": False}


@app.route("/preferences")
def get_preferences():
    blob = request.cookies.get("prefs")
    prefs = dict(DEFAULT_PREFS)
    if blob:
        raw = base64.urlsafe_b64decode(blob.encode("ascii"))
        prefs.update(pickle.loads(raw))
    return jsonify(prefs)
