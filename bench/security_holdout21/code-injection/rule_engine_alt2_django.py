import base64

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

RULE_TEMPLATE = "def rule(order):\n    return {cond}\n"


@csrf_exempt
def rule_engine(request):
    cond = base64.b64decode(request.POST.get("rule", "VHJ1ZQ==")).decode()

    def compile_rule(text):
        namespace = {}
        exec(RULE_TEMPLATE.format(cond=text), namespace)
        return namespace["rule"]

    rule = compile_rule(cond)
    return JsonResponse({"matches": bool(rule({"total": 120, "country": "DE"}))})
