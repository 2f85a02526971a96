import ast
import operator

from flask import Flask, jsonify, request

app = Flask(__name__)

BIN_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def evaluate(node):
    if isinstance(node, ast.Expression):
        return evaluate(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -evaluate(node.operand)
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](evaluate(node.left), evaluate(node.right))
    raise ValueError("unsupported expression")


@app.post("/calc")
def calculate():
    expression = request.form.get("expression", "")[:200]
    try:
        tree = ast.parse(expression, mode="eval")
        result = evaluate(tree)
    except (SyntaxError, ValueError, ZeroDivisionError) as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(expression=expression, result=result)
