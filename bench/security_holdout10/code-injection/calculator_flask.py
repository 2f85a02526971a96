from flask import Flask, request, jsonify

app = Flask(__name__)


def normalise(expr):
    return expr.replace("^", "**").replace("×", "*")


@app.route("/calc")
def calc():
    raw = request.args.get("expr", "0")
    expression = normalise(raw)
    if len(expression) > 200:
        return jsonify(error="too long"), 400
    value = eval(expression)
    return jsonify(result=value)
