import yaml
from flask import Flask, jsonify, request

from iot.gateways import apply_gateway_config

app = Flask(__name__)

REQUIRED_KEYS = {"gateway_id", "uplink", "sensors"}


def parse_config(raw_bytes):
    return yaml.load(raw_bytes, Loader=yaml.Loader)


@app.put("/gateways/config")
def upload_gateway_config():
    config = parse_config(request.get_data())
    if not isinstance(config, dict) or not REQUIRED_KEYS.issubset(config):
        return jsonify({"error": "gateway_id, uplink and sensors are required"}), 422
    apply_gateway_config(config["gateway_id"], config)
    return jsonify({"gateway": config["gateway_id"], "sensors": len(config["sensors"])})
