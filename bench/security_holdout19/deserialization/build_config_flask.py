import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/builds/config", methods=["POST"])
def upload_build_config():
    text = request.form.get("config", "")
    config = yaml.safe_load(text) or {}
    steps = config.get("steps", []) if isinstance(config, dict) else []
    return jsonify(steps=len(steps))
