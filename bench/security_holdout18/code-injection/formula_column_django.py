import ast
import json
import operator

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

BIN_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Mod: operator.mod,
}
UNARY_OPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}
FUNCTIONS = {"min": min, "max": max, "round": round, "abs": abs}


class FormulaError(ValueError):
    pass


def evaluate(node, variables):
    if isinstance(node, ast.Expression):
        return evaluate(node.body, variables)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in variables:
            raise FormulaError(f"unknown column {node.id}")
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in BIN_OPS:
        return BIN_OPS[type(node.op)](evaluate(node.left, variables), evaluate(node.right, variables))
    if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY_OPS:
        return UNARY_OPS[type(node.op)](evaluate(node.operand, variables))
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in FUNCTIONS
        and not node.keywords
    ):
        return FUNCTIONS[node.func.id](*(evaluate(a, variables) for a in node.args))
    raise FormulaError(f"unsupported syntax: {type(node).__name__}")


def numeric_columns(row: dict) -> dict:
    return {k: v for k, v in row.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}


@require_POST
def compute_column(request):
    try:
        payload = json.loads(request.body)
        formula = str(payload["formula"])
        rows = list(payload["rows"])
    except (ValueError, KeyError, TypeError):
        return HttpResponseBadRequest("formula and rows are required")
    if len(formula) > 300:
        return HttpResponseBadRequest("formula too long")
    try:
        tree = ast.parse(formula, mode="eval")
        values = [evaluate(tree, numeric_columns(row)) for row in rows]
    except (SyntaxError, FormulaError, ZeroDivisionError, TypeError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    return JsonResponse({"formula": formula, "values": values})
