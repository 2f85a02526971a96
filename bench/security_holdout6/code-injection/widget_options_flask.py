import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/widgets/options", methods=["POST"])
def parse_widget_options():
    raw = request.form.get("options", "{}")
    try:
        options = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify(error="options must be a Python literal"), 400
    if not isinstance(options, dict):
        return jsonify(error="options must be a mapping"), 400
    return jsonify(options={str(k): repr(v) for k, v in options.items()})
