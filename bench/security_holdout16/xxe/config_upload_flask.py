from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from flask import Flask, jsonify, request

app = Flask(__name__)
SETTINGS = {}


@app.route("/settings/import", methods=["POST"])
def import_settings():
    upload = request.files.get("config")
    if upload is None:
        return jsonify({"error": "config file required"}), 400
    data = upload.read(256 * 1024)
    try:
        root = DefusedET.fromstring(data)
    except (DefusedXmlException, DefusedET.ParseError) as exc:
        return jsonify({"error": str(exc)}), 400
    entries = {el.get("key"): (el.text or "").strip() for el in root.iter("setting") if el.get("key")}
    SETTINGS.update(entries)
    return jsonify({"imported": sorted(entries)})
