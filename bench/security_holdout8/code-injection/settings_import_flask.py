import ast

from flask import Flask, jsonify, request

app = Flask(__name__)
DEFAULTS = {"page_size": 25, "theme": "light", "columns": ["name", "email"]}


@app.route("/preferences/import", methods=["POST"])
def import_preferences():
    raw = request.form.get("prefs", "{}")
    try:
        parsed = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify({"error": "could not parse preferences"}), 400
    if not isinstance(parsed, dict):
        return jsonify({"error": "expected a mapping"}), 400
    merged = dict(DEFAULTS)
    merged.update({k: v for k, v in parsed.items() if k in DEFAULTS})
    return jsonify(merged)
