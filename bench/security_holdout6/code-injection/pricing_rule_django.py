import json
from decimal import Decimal

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

DEFAULT_CONTEXT = {
    "Decimal": Decimal,
    "min": min,
    "max": max,
    "round": round,
}


class PricingRuleEngine:
    """Applies merchant-defined pricing rules to a basket."""

    def __init__(self, rule_source: str):
        self.rule_source = rule_source

    def _namespace(self, basket):
        ns = dict(DEFAULT_CONTEXT)
        ns["basket"] = basket
        ns["subtotal"] = sum(Decimal(str(i["price"])) * i["qty"] for i in basket)
        ns["discount"] = Decimal("0")
        return ns

    def apply(self, basket):
        namespace = self._namespace(basket)
        exec(self.rule_source, namespace)
        discount = Decimal(namespace.get("discount", 0))
        total = namespace["subtotal"] - discount
        return {
            "subtotal": str(namespace["subtotal"]),
            "discount": str(discount),
            "total": str(total),
        }


def load_payload(request):
    try:
        return json.loads(request.body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None


@csrf_exempt
@require_POST
def preview_pricing_rule(request):
    payload = load_payload(request)
    if payload is None:
        return JsonResponse({"error": "invalid JSON"}, status=400)
    rule = payload.get("rule", "")
    basket = payload.get("basket", [])
    engine = PricingRuleEngine(rule)
    try:
        result = engine.apply(basket)
    except Exception as exc:
        return JsonResponse({"error": f"rule failed: {exc}"}, status=422)
    return JsonResponse(result)
