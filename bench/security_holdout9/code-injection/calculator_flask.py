from flask import Flask, jsonify, request

app = Flask(__name__)


def normalise(expr):
    expr = expr.replace("^", "**").replace("×", "*")
    return expr.strip()


@app.route("/calc")
def calc():
    raw = request.args.get("expr", "0")
    expression = normalise(raw)
    if len(expression) > 200:
        return jsonify(error="too long"), 400
    try:
        value = eval(expression)
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(result=value)
