from flask import Flask, jsonify, request

app = Flask(__name__)
CONSTANTS = {"pi": 3.141592653589793, "e": 2.718281828459045}


class Calculator:
    def __init__(self, variables):
        self.variables = dict(variables)

    def evaluate(self, expression):
        expression = expression.replace("^", "**")
        return eval(expression, {}, self.variables)


calc = Calculator(CONSTANTS)


@app.route("/calc")
def calculate():
    expr = request.args.get("expr", "0")
    try:
        value = calc.evaluate(expr)
    except Exception as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"expr": expr, "value": value})
