import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/settings/import", methods=["POST"])
def import_settings():
    upload = request.files.get("file")
    if upload is None:
        return jsonify(error="file required"), 400
    try:
        data = yaml.safe_load(upload.stream)
    except yaml.YAMLError as exc:
        return jsonify(error=str(exc)), 400
    if not isinstance(data, dict):
        return jsonify(error="settings must be a mapping"), 400
    return jsonify(imported=sorted(str(k) for k in data))
