import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


def build_literal(raw, wrap):
    return "[%s]" % raw if wrap else raw


@app.route("/config/parse")
def parse_value():
    param = request.args.get("value", "0")
    as_list = request.args.get("list") == "1"
    bar = param if param else "0"
    literal = build_literal(bar, as_list)
    try:
        value = ast.literal_eval(literal)
    except (ValueError, SyntaxError):
        return jsonify({"error": "not a literal"}), 400
    return jsonify({"value": value})
