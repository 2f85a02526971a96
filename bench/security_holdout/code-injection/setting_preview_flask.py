import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/api/settings/preview", methods=["POST"])
def preview_setting():
    raw = request.form.get("value", "None")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError) as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"type": type(value).__name__, "repr": repr(value)})
