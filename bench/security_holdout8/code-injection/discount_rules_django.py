import json
from dataclasses import dataclass, field
from decimal import Decimal

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

RULE_TEMPLATE = """
def apply_rule(cart_total, item_count, customer_tier):
    discount = 0
{body}
    return discount
"""


@dataclass
class Cart:
    total: Decimal
    item_count: int
    tier: str = "standard"


@dataclass
class RuleEngine:
    namespace: dict = field(default_factory=dict)

    def load(self, rule_body):
        indented = "\n".join("    " + line for line in rule_body.splitlines())
        source = RULE_TEMPLATE.format(body=indented)
        exec(source, self.namespace)
        return self.namespace["apply_rule"]

    def evaluate(self, rule_body, cart):
        func = self.load(rule_body)
        discount = func(float(cart.total), cart.item_count, cart.tier)
        return min(Decimal(str(discount)), cart.total)


def _cart_from_payload(payload):
    return Cart(
        total=Decimal(str(payload.get("total", "0"))),
        item_count=int(payload.get("items", 0)),
        tier=payload.get("tier", "standard"),
    )


@csrf_exempt
@require_POST
def preview_discount(request):
    payload = json.loads(request.body or b"{}")
    rule_body = payload.get("rule", "discount = 0")
    cart = _cart_from_payload(payload.get("cart", {}))
    engine = RuleEngine()
    try:
        discount = engine.evaluate(rule_body, cart)
    except Exception as exc:
        return JsonResponse({"error": str(exc)}, status=422)
    return JsonResponse(
        {
            "discount": str(discount),
            "final": str(cart.total - discount),
        }
    )
