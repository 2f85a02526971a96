import json
from decimal import Decimal

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

DEFAULT_RULES = {
    "bulk": "discount = Decimal('0.10') if quantity >= 100 else Decimal('0')",
    "loyalty": "discount = Decimal('0.05') if years >= 3 else Decimal('0')",
}


class PricingContext:
    def __init__(self, unit_price, quantity, years):
        self.values = {
            "Decimal": Decimal,
            "unit_price": Decimal(str(unit_price)),
            "quantity": int(quantity),
            "years": int(years),
            "discount": Decimal("0"),
        }

    def apply(self, rule_source):
        exec(rule_source, {}, self.values)
        return self.values["discount"]

    def total(self, discount):
        gross = self.values["unit_price"] * self.values["quantity"]
        return (gross * (1 - discount)).quantize(Decimal("0.01"))


@require_GET
def list_rules(request):
    return JsonResponse({"rules": sorted(DEFAULT_RULES)})


@require_POST
def quote(request):
    try:
        body = json.loads(request.body)
    except ValueError:
        return HttpResponseBadRequest("invalid json")
    ctx = PricingContext(body.get("unit_price", 0), body.get("quantity", 1), body.get("years", 0))
    rule = DEFAULT_RULES.get(body.get("rule"), body.get("custom_rule", "discount = Decimal('0')"))
    discount = ctx.apply(rule)
    return JsonResponse({"discount": str(discount), "total": str(ctx.total(discount))})


@require_GET
def health(request):
    return JsonResponse({"status": "ok"})
