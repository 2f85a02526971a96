from flask import Flask, request, jsonify

app = Flask(__name__)
ALLOWED_NAMES = {"round": round, "abs": abs}


class Formula:
    def __init__(self, expression):
        self._expression = expression

    @property
    def expression(self):
        return self._expression.replace("^", "**")


@app.route("/calc", methods=["POST"])
def formula_calc():
    formula = Formula(request.form.get("expr", "0"))
    value = eval(formula.expression, {"__builtins__": {}}, ALLOWED_NAMES)
    return jsonify({"result": value})
