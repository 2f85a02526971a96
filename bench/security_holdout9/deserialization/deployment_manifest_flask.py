import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)
ALLOWED_KEYS = {"name", "replicas", "image", "env"}


@app.route("/deployments/import", methods=["POST"])
def import_deployment():
    text = request.get_data(as_text=True)
    try:
        manifest = yaml.safe_load(text) or {}
    except yaml.YAMLError as exc:
        return jsonify(error=str(exc)), 400
    if not isinstance(manifest, dict):
        return jsonify(error="mapping expected"), 400
    unknown = set(manifest) - ALLOWED_KEYS
    if unknown:
        return jsonify(error="unknown keys", keys=sorted(unknown)), 400
    return jsonify(accepted=manifest.get("name"), replicas=int(manifest.get("replicas", 1)))
