from flask import Flask, jsonify, request

app = Flask(__name__)


class Worksheet:
    def __init__(self, expression, variables):
        self.expression = expression
        self.variables = variables

    def compute(self):
        scope = {"__builtins__": {}}
        scope.update(self.variables)
        return eval(self.expression, scope)


@app.post("/worksheet/evaluate")
def evaluate():
    payload = request.get_json(force=True)
    sheet = Worksheet(payload.get("expr", "0"), {"rate": 0.2, "base": 100})
    return jsonify({"result": sheet.compute()})
