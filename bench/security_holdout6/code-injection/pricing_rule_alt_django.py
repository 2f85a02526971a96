import json
from decimal import Decimal

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

RULE_TEMPLATE = """
def apply_rule(price, quantity, customer_tier):
    return {body}
"""


class PricingRuleEngine:
    def __init__(self):
        self._cache = {}

    def load(self, name, body):
        source = RULE_TEMPLATE.format(body=body)
        namespace = {"Decimal": Decimal}
        exec(compile(source, f"<rule:{name}>", "exec"), namespace)
        self._cache[name] = namespace["apply_rule"]
        return self._cache[name]

    def evaluate(self, name, price, quantity, tier):
        func = self._cache[name]
        return func(Decimal(price), int(quantity), tier)


engine = PricingRuleEngine()


@csrf_exempt
@require_POST
def preview_pricing_rule(request):
    try:
        data = json.loads(request.body)
    except json.JSONDecodeError:
        return HttpResponseBadRequest("bad json")
    name = str(data.get("name", "preview"))
    engine.load(name, data.get("expression", "price"))
    samples = data.get("samples") or [{"price": "10.00", "quantity": 1, "tier": "standard"}]
    results = []
    for sample in samples:
        value = engine.evaluate(name, sample["price"], sample["quantity"], sample["tier"])
        results.append({"input": sample, "output": str(value)})
    return JsonResponse({"rule": name, "results": results})
