import json
from decimal import Decimal

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

RULE_TEMPLATE = """
def rule(cart, customer):
    return {body}
"""


class DiscountRuleEngine:
    def __init__(self):
        self._cache = {}

    def compile_rule(self, name, condition):
        source = RULE_TEMPLATE.format(body=condition)
        namespace = {"Decimal": Decimal}
        exec(source, namespace)
        self._cache[name] = namespace["rule"]
        return namespace["rule"]

    def evaluate(self, name, condition, cart, customer):
        rule = self._cache.get(name) or self.compile_rule(name, condition)
        return bool(rule(cart, customer))


engine = DiscountRuleEngine()


def _cart_from_payload(payload):
    items = payload.get("items", [])
    subtotal = sum(
        (Decimal(str(i.get("price", 0))) * int(i.get("qty", 1)) for i in items),
        Decimal("0"),
    )
    return {"items": items, "subtotal": subtotal, "count": len(items)}


@csrf_exempt
@require_POST
def preview_discount(request):
    try:
        payload = json.loads(request.body)
    except ValueError:
        return HttpResponseBadRequest("invalid json")
    rule_name = payload.get("name", "preview")
    condition = payload.get("condition", "False")
    cart = _cart_from_payload(payload)
    customer = {"tier": payload.get("tier", "standard")}
    applies = engine.evaluate(rule_name, condition, cart, customer)
    percent = Decimal(str(payload.get("percent", "0")))
    discount = cart["subtotal"] * percent / 100 if applies else Decimal("0")
    return JsonResponse(
        {
            "rule": rule_name,
            "applies": applies,
            "subtotal": str(cart["subtotal"]),
            "discount": str(discount.quantize(Decimal("0.01"))),
        }
    )
