import base64
import pickle

from flask import Flask, request, jsonify

app = Flask(__name__)


class Preferences:
    def __init__(self, lang="en", tz="UTC"):
        self.lang = lang
        self.tz = tz


def load_prefs(cookie_value):
    if not cookie_value:
        return Preferences()
    raw = base64.urlsafe_b64decode(cookie_value.encode())
    return pickle.loads(raw)


@app.route("/prefs")
def prefs():
    p = load_prefs(request.cookies.get("prefs"))
    return jsonify(lang=p.lang, tz=p.tz)
