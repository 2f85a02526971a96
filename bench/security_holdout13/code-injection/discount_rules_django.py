import ast
import json
import operator

from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Cart

_BINOPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def _evaluate(node, variables):
    if isinstance(node, ast.Expression):
        return _evaluate(node.body, variables)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in variables:
        return variables[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return _BINOPS[type(node.op)](_evaluate(node.left, variables), _evaluate(node.right, variables))
    raise ValueError("unsupported expression")


def compute_discount(formula, variables):
    tree = ast.parse(formula, mode="eval")
    return _evaluate(tree, variables)


@require_GET
def cart_summary(request, cart_id):
    cart = get_object_or_404(Cart, pk=cart_id, owner=request.user)
    return JsonResponse({"items": cart.items.count(), "total": float(cart.total)})


@require_POST
def preview_discount(request, cart_id):
    cart = get_object_or_404(Cart, pk=cart_id, owner=request.user)
    payload = json.loads(request.body or b"{}")
    formula = str(payload.get("formula", "0"))[:200]
    variables = {"total": float(cart.total), "items": cart.items.count()}
    try:
        discount = compute_discount(formula, variables)
    except (ValueError, SyntaxError, ZeroDivisionError):
        return HttpResponseBadRequest("invalid formula")
    return JsonResponse({"discount": round(discount, 2)})
