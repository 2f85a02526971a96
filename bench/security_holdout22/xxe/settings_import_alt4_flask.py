from defusedxml import ElementTree as DET
from flask import Flask, jsonify, request

app = Flask(__name__)
KNOWN_KEYS = ("timezone", "currency", "locale")


def to_mapping(root):
    values = {}
    for child in root:
        if child.tag in KNOWN_KEYS:
            values[child.tag] = (child.text or "").strip()
    return values


@app.route("/settings/import", methods=["POST"])
def import_settings():
    root = DET.fromstring(request.get_data())
    return jsonify(to_mapping(root))
