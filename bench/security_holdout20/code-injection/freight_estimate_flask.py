import ast
import operator

from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_RATES = {"standard": 4.99, "express": 12.50, "overnight": 24.00}
OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.UAdd: operator.pos,
    ast.USub: operator.neg,
}


def arithmetic(node):
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](arithmetic(node.left), arithmetic(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](arithmetic(node.operand))
    raise ValueError("unsupported element in expression")


@app.route("/freight/estimate", methods=["GET", "POST"])
def freight_estimate():
    tier = request.values.get("tier", "standard")
    if tier not in BASE_RATES:
        return jsonify({"error": "unknown tier"}), 400
    weight = request.values.get("weight", default=1.0, type=float)

    # partners may send the surcharge as an expression, e.g. "2.5 * 1.2"
    source = request.values.get("surcharge", "0").strip() or "0"
    if len(source) > 200:
        return jsonify({"error": "surcharge too long"}), 400
    try:
        tree = ast.parse(source, mode="eval")
        surcharge = arithmetic(tree.body)
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError):
        return jsonify({"error": "surcharge must be an arithmetic expression"}), 400

    total = BASE_RATES[tier] * weight + surcharge
    return jsonify({"tier": tier, "weight": weight, "total": round(float(total), 2)})
