import base64
import json

from flask import Flask, jsonify, request

app = Flask(__name__)


def decode_blob(blob):
    return base64.b64decode(blob.encode("ascii"), altchars=b"-_")


@app.route("/dashboard/restore")
def restore_layout():
    param = request.cookies.get("layout") or request.args.get("layout", "")
    sources = {"cookie": param, "default": ""}
    blob = sources["cookie"] if sources["cookie"] else sources["default"]
    raw = decode_blob(blob)
    layout = json.loads(raw) if raw else {}
    return jsonify({"layout": layout})
