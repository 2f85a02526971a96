import ast
import operator

from flask import Blueprint, Flask, jsonify, request

shipping_bp = Blueprint("shipping", __name__, url_prefix="/api/shipping")

_BIN_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Mod: operator.mod,
}
_UNARY_OPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}
_FUNCS = {"min": min, "max": max, "round": round}


def _eval_node(node, variables):
    if isinstance(node, ast.Expression):
        return _eval_node(node.body, variables)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BIN_OPS:
        return _BIN_OPS[type(node.op)](_eval_node(node.left, variables), _eval_node(node.right, variables))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY_OPS:
        return _UNARY_OPS[type(node.op)](_eval_node(node.operand, variables))
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _FUNCS
        and not node.keywords
    ):
        return _FUNCS[node.func.id](*(_eval_node(a, variables) for a in node.args))
    raise ValueError(f"unsupported expression element: {type(node).__name__}")


def evaluate_formula(formula, variables):
    tree = ast.parse(formula, mode="eval")
    return _eval_node(tree, variables)


@shipping_bp.post("/quote")
def quote():
    data = request.get_json(force=True)
    formula = data.get("formula", "base + weight_kg * 1.5")
    variables = {
        "base": float(data.get("base", 4.99)),
        "weight_kg": float(data.get("weight_kg", 0)),
        "distance_km": float(data.get("distance_km", 0)),
    }
    if len(formula) > 200:
        return jsonify(error="formula too long"), 400
    try:
        price = evaluate_formula(formula, variables)
    except (ValueError, SyntaxError, ZeroDivisionError, TypeError) as exc:
        return jsonify(error=str(exc)), 422
    return jsonify(price=round(price, 2))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(shipping_bp)
    return app
