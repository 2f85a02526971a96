import ast
import logging
import operator

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

log = logging.getLogger("calc")

_BIN_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
    ast.Mod: operator.mod,
}
_UNARY_OPS = {ast.UAdd: operator.pos, ast.USub: operator.neg}
MAX_EXPONENT = 100


class ExpressionError(ValueError):
    pass


def _evaluate(node):
    if isinstance(node, ast.Expression):
        return _evaluate(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _BIN_OPS:
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Pow) and abs(right) > MAX_EXPONENT:
            raise ExpressionError("exponent too large")
        return _BIN_OPS[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY_OPS:
        return _UNARY_OPS[type(node.op)](_evaluate(node.operand))
    raise ExpressionError("unsupported expression")


def evaluate_arithmetic(text):
    tree = ast.parse(text, mode="eval")
    return _evaluate(tree)


async def calculate(request):
    data = await request.json()
    expr = str(data.get("expression", ""))[:200]
    try:
        value = evaluate_arithmetic(expr)
    except (ExpressionError, SyntaxError, ZeroDivisionError) as exc:
        log.info("rejected expression %r: %s", expr, exc)
        return JSONResponse({"error": "invalid expression"}, status_code=400)
    return JSONResponse({"expression": expr, "value": value})


async def ping(request):
    return JSONResponse({"pong": True})


app = Starlette(routes=[
    Route("/calculate", calculate, methods=["POST"]),
    Route("/ping", ping),
])
