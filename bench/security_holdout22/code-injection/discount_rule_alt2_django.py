from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

RULE_TEMPLATE = "def rule(order):\n    return {}\n"
SAMPLE_ORDER = {"total": 120, "items": 3}


def _rule_source(condition):
    lines = RULE_TEMPLATE.format(condition).splitlines()
    return "\n".join(lines) + "\n"


@csrf_exempt
def test_discount_rule(request):
    condition = request.POST.get("condition", "False")
    namespace = {}
    source = _rule_source(condition)
    exec(source, namespace)
    return JsonResponse({"applies": bool(namespace["rule"](SAMPLE_ORDER))})
