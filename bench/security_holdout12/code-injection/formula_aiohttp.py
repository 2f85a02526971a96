import ast
import operator

from aiohttp import web

OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate(node):
    if isinstance(node, ast.Expression):
        return evaluate(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return OPS[type(node.op)](evaluate(node.left), evaluate(node.right))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -evaluate(node.operand)
    raise ValueError("unsupported expression")


async def formula(request):
    data = await request.post()
    text = str(data.get("formula", ""))[:200]
    try:
        tree = ast.parse(text, mode="eval")
        value = evaluate(tree)
    except (SyntaxError, ValueError, ZeroDivisionError, RecursionError):
        return web.json_response({"error": "invalid formula"}, status=400)
    return web.json_response({"value": value})


app = web.Application()
app.add_routes([web.post("/formula", formula)])
