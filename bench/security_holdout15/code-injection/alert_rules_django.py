import json

from django.http import JsonResponse
from django.views import View

RULES = {}


class AlertRuleView(View):
    def post(self, request, name):
        body = json.loads(request.body)
        RULES[name] = {"metric": body["metric"], "condition": body["condition"]}
        return JsonResponse({"saved": name})

    def get(self, request, name):
        rule = RULES[name]
        value = float(request.GET.get("value", "0"))
        return JsonResponse({"fired": evaluate(rule, value)})


def evaluate(rule, value):
    scope = {"value": value, "fired": False}
    exec(f"fired = value {rule['condition']}", {}, scope)
    return bool(scope["fired"])
