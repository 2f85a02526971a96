import json
import logging

from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

logger = logging.getLogger(__name__)

RULE_TEMPLATE = """
def rule(order):
    return {condition}
"""

DEFAULT_RULES = {
    "big_order": "order['total'] > 500",
    "vip": "order.get('tier') == 'gold'",
}


class DiscountEngine:
    def __init__(self):
        self.compiled = {}

    def register(self, name, condition):
        namespace = {}
        source = RULE_TEMPLATE.format(condition=condition)
        exec(source, namespace)
        self.compiled[name] = namespace["rule"]

    def evaluate(self, order):
        hits = []
        for name, fn in self.compiled.items():
            try:
                if fn(order):
                    hits.append(name)
            except Exception:
                logger.exception("rule %s failed", name)
        return hits


engine = DiscountEngine()
for _name, _cond in DEFAULT_RULES.items():
    engine.register(_name, _cond)


@method_decorator(csrf_exempt, name="dispatch")
class RuleView(View):
    def get(self, request):
        return JsonResponse({"rules": sorted(engine.compiled)})

    def post(self, request):
        body = json.loads(request.body or b"{}")
        name = body.get("name")
        condition = body.get("condition")
        if not name or not condition:
            return JsonResponse({"error": "name and condition required"}, status=400)
        engine.register(name, condition)
        return JsonResponse({"registered": name}, status=201)


@method_decorator(csrf_exempt, name="dispatch")
class PreviewView(View):
    def post(self, request):
        order = json.loads(request.body or b"{}")
        return JsonResponse({"matched": engine.evaluate(order)})
