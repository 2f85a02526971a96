import math

from flask import Flask, jsonify, request

app = Flask(__name__)
ALLOWED_NAMES = {name: getattr(math, name) for name in ("sqrt", "sin", "cos", "pi", "log")}


@app.get("/calc")
def calculate():
    expression = request.args.get("expr", "0").strip()
    if len(expression) > 200:
        return jsonify(error="expression too long"), 400
    try:
        result = eval(expression, {"__builtins__": {}}, ALLOWED_NAMES)
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(expr=expression, result=result)
