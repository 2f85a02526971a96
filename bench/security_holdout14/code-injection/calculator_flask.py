import ast

from flask import Flask, jsonify, request

app = Flask(__name__)
MAX_INPUT = 2000


@app.route("/calc/sum", methods=["POST"])
def sum_values():
    raw = request.form.get("values", "[]")
    if len(raw) > MAX_INPUT:
        return jsonify(error="input too long"), 413
    try:
        parsed = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify(error="not a literal"), 400
    if not isinstance(parsed, (list, tuple)):
        return jsonify(error="expected a list"), 400
    numbers = [float(x) for x in parsed if isinstance(x, (int, float))]
    return jsonify(count=len(numbers), total=sum(numbers))
