import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/settings/import", methods=["POST"])
def import_settings():
    text = request.form.get("settings", "")
    bar = text.replace("\t", "  ")
    data = yaml.safe_load(bar)
    if not isinstance(data, dict):
        return jsonify({"error": "mapping expected"}), 400
    return jsonify({"keys": sorted(str(k) for k in data)})
