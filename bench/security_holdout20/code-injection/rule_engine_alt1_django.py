import json
from collections import OrderedDict

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST


@require_POST
def evaluate_rules(request):
    payload = json.loads(request.body or b"{}")
    rules = OrderedDict()
    rules["discount"] = payload.get("discount", "0")
    rules["shipping"] = payload.get("shipping", "0")
    context = {"total": float(payload.get("total", 0))}
    for name, expression in rules.items():
        exec(f"{name} = {expression}", {}, context)
    return JsonResponse({"discount": context["discount"], "shipping": context["shipping"]})


urlpatterns = [path("pricing/rules/evaluate/", evaluate_rules)]
