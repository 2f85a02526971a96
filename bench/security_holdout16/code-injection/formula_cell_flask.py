import math

from flask import Flask, jsonify, request

app = Flask(__name__)
FUNCTIONS = {"sqrt": math.sqrt, "log": math.log, "abs": abs, "round": round}


def evaluate(expression, variables):
    scope = dict(FUNCTIONS)
    scope.update(variables)
    return eval(expression, {"__builtins__": {}}, scope)


@app.route("/sheet/cell", methods=["POST"])
def compute_cell():
    body = request.get_json(force=True)
    expression = str(body.get("formula", "0")).lstrip("=")
    variables = {k: float(v) for k, v in body.get("vars", {}).items() if k.isidentifier()}
    try:
        value = evaluate(expression, variables)
    except Exception as exc:
        return jsonify({"error": type(exc).__name__}), 400
    return jsonify({"value": value})
