import defusedxml.ElementTree as ET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/devices/config", methods=["POST"])
def upload_device_config():
    try:
        root = ET.fromstring(request.get_data())
    except (ET.ParseError, ValueError):
        return jsonify(error="malformed or disallowed XML"), 400
    settings = {el.get("name"): (el.text or "").strip() for el in root.findall("setting")}
    return jsonify(device=root.get("id"), settings=settings)
