import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)

KNOWN_STAGES = {"build", "test", "deploy", "notify"}


@app.route("/pipelines/validate", methods=["POST"])
def validate_pipeline():
    upload = request.files.get("config")
    raw = upload.read() if upload else request.get_data()
    try:
        config = yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        return jsonify(valid=False, error=str(exc)), 400
    if not isinstance(config, dict):
        return jsonify(valid=False, error="top level must be a mapping"), 400
    stages = config.get("stages", [])
    unknown = [s for s in stages if s not in KNOWN_STAGES]
    return jsonify(valid=not unknown, stages=stages, unknown=unknown)
