import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/settings/import", methods=["POST"])
def import_settings():
    payload = request.form.get("values", "")
    wrapped = "[%s]" % payload
    try:
        parsed = ast.literal_eval(wrapped)
    except (ValueError, SyntaxError):
        return jsonify({"error": "could not parse values"}), 400
    return jsonify({"count": len(parsed), "values": [str(v) for v in parsed]})
