from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calc", methods=["POST"])
def formula_calculator():
    payload = request.get_json(force=True) or {}
    expression = payload.get("formula", "0")
    variables = {k: float(v) for k, v in payload.get("vars", {}).items()}
    context = {"__builtins__": {}, "round": round, "min": min, "max": max}
    context.update(variables)
    value = eval(expression, context)
    return jsonify({"formula": expression, "result": value})
