import math

from flask import Flask, jsonify, request

app = Flask(__name__)

CONSTANTS = {"pi": math.pi, "e": math.e}


@app.route("/calc", methods=["POST"])
def calculate():
    data = request.form
    expression = data.get("expression", "")
    variables = dict(CONSTANTS)
    for key in ("x", "y"):
        if key in data:
            variables[key] = float(data[key])
    expression = expression.replace("^", "**")
    try:
        value = eval(expression, {"math": math}, variables)
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(expression=expression, result=value)
