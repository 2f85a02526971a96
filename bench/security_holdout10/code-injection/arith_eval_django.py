import ast
import operator

from django.http import JsonResponse

_BIN_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def _evaluate(node):
    if isinstance(node, ast.Expression):
        return _evaluate(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _BIN_OPS:
        return _BIN_OPS[type(node.op)](_evaluate(node.left), _evaluate(node.right))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_evaluate(node.operand)
    raise ValueError("unsupported expression")


def calculate(request):
    expr = request.GET.get("expr", "0")[:200]
    try:
        tree = ast.parse(expr, mode="eval")
        result = _evaluate(tree)
    except (SyntaxError, ValueError, ZeroDivisionError, RecursionError):
        return JsonResponse({"error": "invalid expression"}, status=400)
    return JsonResponse({"result": result})
