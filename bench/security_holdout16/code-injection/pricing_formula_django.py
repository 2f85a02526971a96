import json
from decimal import Decimal
from functools import lru_cache

from django.contrib.auth.decorators import permission_required
from django.http import HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_http_methods

from shop.models import PricingRule, Product

SAFE_FUNCS = {"min": min, "max": max, "round": round, "abs": abs}


@lru_cache(maxsize=256)
def _base_price(product_id: int) -> Decimal:
    return get_object_or_404(Product, pk=product_id).base_price


def _variables(product_id: int, quantity: int) -> dict:
    return {"base": float(_base_price(product_id)), "qty": quantity, **SAFE_FUNCS}


@require_http_methods(["GET"])
def list_rules(request: HttpRequest) -> JsonResponse:
    rules = PricingRule.objects.order_by("name").values("id", "name", "formula")
    return JsonResponse({"rules": list(rules)})


@permission_required("shop.change_pricingrule")
@require_http_methods(["POST"])
def preview_formula(request: HttpRequest) -> JsonResponse:
    data = json.loads(request.body or b"{}")
    formula = data.get("formula", "base")
    product_id = int(data.get("product_id", 0))
    quantity = int(data.get("quantity", 1))
    variables = _variables(product_id, quantity)
    try:
        price = eval(formula, {"__builtins__": None}, variables)
    except (SyntaxError, NameError, TypeError, ZeroDivisionError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    return JsonResponse({"formula": formula, "price": round(float(price), 2)})


@permission_required("shop.change_pricingrule")
@require_http_methods(["POST"])
def save_rule(request: HttpRequest) -> JsonResponse:
    data = json.loads(request.body or b"{}")
    rule = PricingRule.objects.create(name=data["name"], formula=data["formula"])
    return JsonResponse({"id": rule.pk}, status=201)
