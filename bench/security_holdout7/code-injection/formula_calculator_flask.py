import math

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calc", methods=["POST"])
def calculate():
    payload = request.get_json(silent=True) or {}
    formula = payload.get("formula", "0")
    variables = payload.get("variables", {})
    scope = {"math": math}
    scope.update({k: float(v) for k, v in variables.items()})
    expression = formula.replace("^", "**")
    try:
        value = eval(expression, scope)
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(result=value)
