import ast
import operator

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}
METRICS = {"requests": 1520, "errors": 38, "latency_ms": 212.5, "hosts": 4}


class FormulaEvaluator:
    def __init__(self, variables):
        self.variables = variables

    def evaluate(self, text):
        tree = ast.parse(text, mode="eval")
        return self._eval(tree.body)

    def _eval(self, node):
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in self.variables:
            return self.variables[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
            return OPERATORS[type(node.op)](self._eval(node.left), self._eval(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in OPERATORS:
            return OPERATORS[type(node.op)](self._eval(node.operand))
        raise ValueError("unsupported expression")


@app.get("/metrics")
def metrics():
    return jsonify(METRICS)


@app.post("/metrics/derived")
def derived_metric():
    formula = (request.get_json(silent=True) or {}).get("formula", "")
    if len(formula) > 200:
        abort(400, description="formula too long")
    try:
        value = FormulaEvaluator(METRICS).evaluate(formula)
    except (ValueError, SyntaxError, ZeroDivisionError) as exc:
        abort(400, description=str(exc))
    return jsonify({"formula": formula, "value": value})
