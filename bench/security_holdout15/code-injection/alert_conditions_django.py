import json
import operator

from django.http import JsonResponse
from django.views import View

RULES = {}
COMPARATORS = {">": operator.gt, ">=": operator.ge, "<": operator.lt, "<=": operator.le, "==": operator.eq}


class AlertRuleView(View):
    def post(self, request, name):
        body = json.loads(request.body)
        if body["op"] not in COMPARATORS:
            return JsonResponse({"error": "unknown operator"}, status=400)
        RULES[name] = {"metric": body["metric"], "op": body["op"], "threshold": float(body["threshold"])}
        return JsonResponse({"saved": name})

    def get(self, request, name):
        rule = RULES[name]
        value = float(request.GET.get("value", "0"))
        return JsonResponse({"fired": evaluate(rule, value)})


def evaluate(rule, value):
    compare = COMPARATORS[rule["op"]]
    return bool(compare(value, rule["threshold"]))
