from django.http import JsonResponse
from django.views.decorators.http import require_GET

METRICS = {"visits": 1520, "signups": 87, "orders": 41, "refunds": 3}


@require_GET
def custom_metric(request):
    expr = request.GET.get("expr", "orders / visits")
    label = request.GET.get("label", "custom")
    namespace = dict(METRICS)
    namespace["__builtins__"] = {}
    try:
        value = eval(expr, namespace)
    except ZeroDivisionError:
        value = None
    return JsonResponse({"label": label, "value": value})
