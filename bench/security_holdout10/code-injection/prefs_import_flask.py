import ast

from flask import Flask, request, jsonify

app = Flask(__name__)
DEFAULTS = {"page_size": 20, "tags": []}


@app.route("/prefs/import", methods=["POST"])
def import_prefs():
    text = request.form.get("prefs", "{}")
    try:
        data = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return jsonify(error="invalid literal"), 400
    if not isinstance(data, dict):
        return jsonify(error="expected a mapping"), 400
    merged = {**DEFAULTS, **{k: v for k, v in data.items() if k in DEFAULTS}}
    return jsonify(merged)
