import ast
from flask import Flask, request, jsonify

app = Flask(__name__)
DEFAULTS = {"theme": "light", "page_size": 20}


@app.route("/settings/import", methods=["POST"])
def settings_import():
    blob = request.form.get("settings", "{}").strip()
    try:
        parsed = ast.literal_eval(blob)
    except (ValueError, SyntaxError):
        parsed = {}
    merged = {**DEFAULTS, **(parsed if isinstance(parsed, dict) else {})}
    return jsonify(merged)
