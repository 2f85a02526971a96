import defusedxml.ElementTree as DET
from defusedxml import DefusedXmlException
from flask import Flask, request, jsonify

app = Flask(__name__)
ALLOWED_KEYS = {"timezone", "locale", "digest_frequency"}


@app.post("/settings/import")
def import_settings():
    try:
        root = DET.fromstring(request.data)
    except (DET.ParseError, DefusedXmlException):
        return jsonify({"error": "invalid document"}), 400
    settings = {}
    for item in root.iter("setting"):
        key = item.get("name")
        if key in ALLOWED_KEYS:
            settings[key] = (item.text or "").strip()
    return jsonify(settings)
