import ast

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub, ast.UAdd,
)
ALLOWED_NAMES = {"qty", "unit_price", "discount", "tax_rate"}


@app.route("/pricing/evaluate", methods=["POST"])
def unit_price_calculator():
    data = request.get_json(silent=True) or {}
    formula = str(data.get("formula", "qty * unit_price"))[:200]
    try:
        tree = ast.parse(formula, mode="eval")
    except SyntaxError:
        abort(400)
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            abort(400)
        if isinstance(node, ast.Name) and node.id not in ALLOWED_NAMES:
            abort(400)
        if isinstance(node, ast.Constant) and type(node.value) not in (int, float):
            abort(400)
    env = {name: float(data.get(name, 0)) for name in ALLOWED_NAMES}
    result = eval(compile(tree, "<formula>", "eval"), {"__builtins__": {}}, env)
    return jsonify({"formula": formula, "result": result})
