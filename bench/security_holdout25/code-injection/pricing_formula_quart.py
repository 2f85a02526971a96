import ast

from quart import Quart, abort, jsonify, request

app = Quart(__name__)
ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub,
)
VARIABLES = {"base", "qty", "discount"}


def compile_formula(text):
    tree = ast.parse(text, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            abort(400)
        if isinstance(node, ast.Name) and node.id not in VARIABLES:
            abort(400)
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            abort(400)
    return compile(tree, "<formula>", "eval")


@app.post("/quote")
async def quote():
    data = await request.get_json()
    code = compile_formula(str(data.get("formula", "base * qty")))
    env = {"base": float(data.get("base", 0)), "qty": int(data.get("qty", 1)), "discount": float(data.get("discount", 0))}
    return jsonify({"price": eval(code, {"__builtins__": {}}, env)})
