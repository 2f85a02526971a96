import ast
import logging
import operator

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

log = logging.getLogger("formula")

BIN_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
    ast.Mod: operator.mod,
}
UNARY_OPS = {ast.UAdd: operator.pos, ast.USub: operator.neg}


class FormulaError(Exception):
    pass


def _eval_node(node, variables):
    if isinstance(node, ast.Expression):
        return _eval_node(node.body, variables)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        left = _eval_node(node.left, variables)
        right = _eval_node(node.right, variables)
        if isinstance(node.op, ast.Pow) and abs(right) > 10:
            raise FormulaError("exponent too large")
        return BIN_OPS[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPS:
        return UNARY_OPS[type(node.op)](_eval_node(node.operand, variables))
    raise FormulaError("unsupported expression")


def evaluate(formula, variables):
    tree = ast.parse(formula, mode="eval")
    return _eval_node(tree, variables)


async def health(request):
    return JSONResponse({"ok": True})


async def compute(request):
    body = await request.json()
    formula = str(body.get("formula", ""))
    variables = {k: float(v) for k, v in body.get("vars", {}).items()}
    try:
        result = evaluate(formula, variables)
    except (FormulaError, SyntaxError, ZeroDivisionError) as exc:
        log.warning("formula rejected: %s", exc)
        return JSONResponse({"error": str(exc)}, status_code=400)
    return JSONResponse({"result": result})


app = Starlette(routes=[Route("/health", health), Route("/compute", compute, methods=["POST"])])
