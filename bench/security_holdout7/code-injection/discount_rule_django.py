import ast
import json
from decimal import Decimal

from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

ALLOWED_NODES = (
    ast.Expression,
    ast.BinOp,
    ast.UnaryOp,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.Add,
    ast.Sub,
    ast.Mult,
    ast.Div,
    ast.USub,
)
ALLOWED_NAMES = {"subtotal", "quantity", "loyalty_years"}
MAX_FORMULA_LENGTH = 200


class ExpressionError(ValueError):
    pass


def parse_formula(text: str) -> ast.Expression:
    if len(text) > MAX_FORMULA_LENGTH:
        raise ExpressionError("formula too long")
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise ExpressionError(str(exc)) from exc
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise ExpressionError(f"{type(node).__name__} is not permitted")
        if isinstance(node, ast.Name) and node.id not in ALLOWED_NAMES:
            raise ExpressionError(f"unknown name {node.id}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ExpressionError("only numeric constants are allowed")
    return tree


def evaluate_discount(tree: ast.Expression, context: dict) -> Decimal:
    code = compile(tree, "<discount>", "eval")
    value = eval(code, {"__builtins__": {}}, context)
    return Decimal(str(value)).quantize(Decimal("0.01"))


class DiscountPreviewView(View):
    def post(self, request):
        try:
            payload = json.loads(request.body or b"{}")
        except json.JSONDecodeError:
            return HttpResponseBadRequest("invalid json")
        try:
            tree = parse_formula(str(payload.get("formula", "0")))
        except ExpressionError as exc:
            return HttpResponseBadRequest(str(exc))
        try:
            context = {
                "subtotal": float(payload.get("subtotal", 0)),
                "quantity": int(payload.get("quantity", 1)),
                "loyalty_years": int(payload.get("loyalty_years", 0)),
            }
        except (TypeError, ValueError):
            return HttpResponseBadRequest("numeric fields expected")
        try:
            discount = evaluate_discount(tree, context)
        except ZeroDivisionError:
            return HttpResponseBadRequest("division by zero")
        return JsonResponse({"discount": str(discount)})
