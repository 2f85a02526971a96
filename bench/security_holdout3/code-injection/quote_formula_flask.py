import ast
import operator

from flask import Flask, jsonify, request

app = Flask(__name__)

_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}


def _evaluate(node, variables):
    if isinstance(node, ast.Expression):
        return _evaluate(node.body, variables)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_evaluate(node.left, variables), _evaluate(node.right, variables))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_evaluate(node.operand, variables))
    raise ValueError("unsupported expression")


@app.route("/api/quotes/formula", methods=["POST"])
def apply_formula():
    data = request.get_json(force=True) or {}
    expression = str(data.get("formula", "base * qty"))[:200]
    try:
        variables = {
            "base": float(data.get("base", 0)),
            "qty": int(data.get("qty", 1)),
            "discount": float(data.get("discount", 0)),
        }
        tree = ast.parse(expression, mode="eval")
        total = _evaluate(tree, variables)
    except (SyntaxError, TypeError, ValueError, ZeroDivisionError) as exc:
        return jsonify(error=f"could not evaluate formula: {exc}"), 422
    return jsonify(formula=expression, total=total)
