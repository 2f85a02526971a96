import json

from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def preview_pricing_rule(request):
    payload = json.loads(request.body)
    rule_body = payload.get("rule", "price = base")
    scope = {"base": float(payload.get("base", 0)), "qty": int(payload.get("qty", 1))}
    source = "def rule(base, qty):\n    " + rule_body + "\n    return price\n"
    namespace = {}
    exec(source, namespace)
    price = namespace["rule"](**scope)
    return JsonResponse({"price": price})
