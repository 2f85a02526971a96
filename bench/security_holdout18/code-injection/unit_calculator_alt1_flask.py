import math

from flask import Flask, jsonify, request

app = Flask(__name__)

CONSTANTS = {"pi": math.pi, "e": math.e, "sqrt": math.sqrt, "log": math.log}


def normalise(expr: str) -> str:
    return expr.replace("^", "**").replace("×", "*").strip()


@app.get("/calc")
def calc():
    raw = request.args.get("expr", "0")
    expression = normalise(raw)
    if len(expression) > 200:
        return jsonify(error="expression too long"), 400
    result = eval(expression, {"math": math}, dict(CONSTANTS))
    return jsonify(expr=raw, result=result)
