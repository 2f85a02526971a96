import ast

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULTS = {"page_size": 20, "theme": "light", "beta": False}


@app.route("/settings/import", methods=["POST"])
def import_settings():
    blob = request.form.get("settings", "{}")
    if len(blob) > 2000:
        return jsonify(error="settings too large"), 413
    try:
        parsed = ast.literal_eval(blob)
    except (ValueError, SyntaxError):
        return jsonify(error="settings must be a Python literal"), 400
    if not isinstance(parsed, dict):
        return jsonify(error="settings must be a mapping"), 400
    merged = dict(DEFAULTS)
    for key, value in parsed.items():
        if key in DEFAULTS and isinstance(value, type(DEFAULTS[key])):
            merged[key] = value
    return jsonify(merged)
