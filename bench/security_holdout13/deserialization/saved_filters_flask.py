import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


def decode_blob(blob):
    return base64.b64decode(blob.encode("ascii"), altchars=b"-_")


@app.route("/search/restore")
def restore_filters():
    param = request.cookies.get("filters") or request.args.get("filters", "")
    sources = {"cookie": param, "default": ""}
    blob = sources["cookie"] if sources["cookie"] else sources["default"]
    raw = decode_blob(blob)
    filters = pickle.loads(raw) if raw else {}
    return jsonify({"filters": filters})
