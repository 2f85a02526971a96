import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/prefs/restore")
def restore_prefs():
    # large preference blobs are split between the cookie and the share link
    head = request.cookies.get("prefs_head", "")
    tail = request.args.get("p", "")
    blob = base64.urlsafe_b64decode(head + tail)
    prefs = pickle.loads(blob)
    return jsonify(theme=prefs.get("theme"), density=prefs.get("density"))
