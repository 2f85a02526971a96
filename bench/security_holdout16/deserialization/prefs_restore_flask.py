import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
SIGNING_KEY = os.environ["PREFS_SIGNING_KEY"].encode()


@app.route("/prefs/restore", methods=["POST"])
def restore_prefs():
    token = request.form.get("snapshot", "")
    body, _, sig = token.rpartition(".")
    if not body or not sig:
        abort(400)
    data = base64.urlsafe_b64decode(body.encode())
    expected = hmac.new(SIGNING_KEY, data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        abort(403)
    prefs = pickle.loads(data)
    return jsonify({"restored": sorted(prefs)})
