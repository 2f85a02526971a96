from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def evaluate_rule(request):
    condition = request.POST.get("condition", "False")
    parts = []
    parts.append("def check(order):")
    parts.append("    return " + condition)
    source = "\n".join(parts)
    namespace = {}
    exec(source, namespace)
    order = {"total": 120, "country": "DE", "items": 3}
    return JsonResponse({"matches": bool(namespace["check"](order))})
