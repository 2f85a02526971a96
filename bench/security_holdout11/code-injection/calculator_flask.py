from flask import Flask, jsonify, request

app = Flask(__name__)


class Calculator:
    def __init__(self, precision=2):
        self.precision = precision

    def evaluate(self, expression):
        value = eval(expression, {"__builtins__": {}}, {})
        return round(float(value), self.precision)


@app.route("/calc")
def calc():
    left = request.args.get("a", "0")
    op = request.args.get("op", "+")
    right = request.args.get("b", "0")
    expression = f"{left} {op} {right}"
    return jsonify(result=Calculator().evaluate(expression))
