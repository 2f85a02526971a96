import ast
import operator

from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import json

app = Sanic("calc")
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate_node(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return OPS[type(node.op)](evaluate_node(node.left), evaluate_node(node.right))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -evaluate_node(node.operand)
    raise BadRequest("unsupported expression")


@app.post("/calc")
async def calc(request):
    expr = (request.json or {}).get("expr", "0")[:200]
    tree = ast.parse(expr, mode="eval")
    return json({"result": evaluate_node(tree.body)})
