from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

PARSER = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, dtd_validation=False)


def read_settings(blob: bytes) -> dict:
    root = etree.fromstring(blob, parser=PARSER)
    return {node.get("name"): (node.text or "").strip() for node in root.findall("setting")}


@app.route("/devices/<device_id>/config", methods=["PUT"])
def upload_config(device_id):
    blob = request.files["config"].read() if "config" in request.files else request.get_data()
    try:
        settings = read_settings(blob)
    except etree.XMLSyntaxError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(device=device_id, settings=settings)
