import ast
import operator

from quart import Quart, jsonify, request

app = Quart(__name__)

BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
UNARY_OPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}


def _walk(node):
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](_walk(node.left), _walk(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPS:
        return UNARY_OPS[type(node.op)](_walk(node.operand))
    raise ValueError("unsupported expression")


@app.post("/calc")
async def calculate():
    data = await request.get_json()
    expression = str((data or {}).get("expression", ""))[:200]
    try:
        result = _walk(ast.parse(expression, mode="eval").body)
    except (SyntaxError, ValueError, ZeroDivisionError) as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(result=result)
