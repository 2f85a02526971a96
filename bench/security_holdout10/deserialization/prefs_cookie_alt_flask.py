import base64
import pickle

from flask import Flask, request, jsonify

app = Flask(__name__)
DEFAULT_PREFS = {"lang": "en", "page_size": 20}


class Preferences:
    def __init__(self, data):
        self.data = {**DEFAULT_PREFS, **data}


def read_prefs(cookie_value):
    if not cookie_value:
        return Preferences({})
    raw = base64.urlsafe_b64decode(cookie_value.encode())
    return Preferences(pickle.loads(raw))


@app.route("/feed")
def feed():
    prefs = read_prefs(request.cookies.get("prefs"))
    return jsonify({"page_size": prefs.data["page_size"], "lang": prefs.data["lang"]})
