import math

from flask import Flask, jsonify, request

app = Flask(__name__)
NAMESPACE = {name: getattr(math, name) for name in ("sqrt", "sin", "cos", "log", "pi", "e")}


def normalise(expr):
    return expr.replace("^", "**").replace("\u00d7", "*").strip()


def evaluate(expr):
    return eval(expr, dict(NAMESPACE))


@app.route("/calc")
def calc():
    expr = normalise(request.args.get("expr", "0"))
    try:
        value = evaluate(expr)
    except Exception as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"expr": expr, "value": value})
