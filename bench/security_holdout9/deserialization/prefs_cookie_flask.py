import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def load_prefs(raw):
    if not raw:
        return dict(DEFAULT_PREFS)
    return pickle.loads(base64.urlsafe_b64decode(raw))


@app.route("/prefs")
def get_prefs():
    prefs = load_prefs(request.cookies.get("prefs"))
    return jsonify(prefs)


@app.route("/prefs", methods=["POST"])
def save_prefs():
    prefs = load_prefs(request.cookies.get("prefs"))
    prefs.update({k: v for k, v in request.form.items() if k in DEFAULT_PREFS})
    resp = make_response(jsonify(prefs))
    resp.set_cookie("prefs", base64.urlsafe_b64encode(pickle.dumps(prefs)).decode(), httponly=True, secure=True)
    return resp
