from flask import Flask, jsonify, request

app = Flask(__name__)

CONSTANTS = {"tax_rate": 0.2, "discount": 0.05}


class FormulaCalculator:
    def __init__(self, expression, variables):
        self.expression = expression
        self.variables = dict(CONSTANTS)
        self.variables.update(variables)

    def evaluate(self):
        return eval(self.expression, {"__builtins__": {}}, self.variables)


def parse_variables(raw):
    values = {}
    for key, value in (raw or {}).items():
        try:
            values[key] = float(value)
        except (TypeError, ValueError):
            continue
    return values


@app.route("/calc", methods=["POST"])
def calculate():
    body = request.get_json(silent=True) or {}
    calc = FormulaCalculator(body.get("formula", "0"), parse_variables(body.get("vars")))
    try:
        result = calc.evaluate()
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(result=result)
