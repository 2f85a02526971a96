import re

from django.http import JsonResponse
from django.views.decorators.http import require_POST

FORMULA_RE = re.compile(r"(?:[\d\s+\-*/().]|qty|price)+")


@require_POST
def preview_total(request):
    formula = request.POST.get("formula", "qty * price")
    try:
        quantity = int(request.POST.get("qty", "1"))
        unit_price = float(request.POST.get("price", "0"))
    except ValueError:
        return JsonResponse({"error": "qty and price must be numbers"}, status=400)
    if not FORMULA_RE.match(formula):
        return JsonResponse({"error": "only arithmetic on qty and price"}, status=400)
    total = eval(formula, {"__builtins__": {}}, {"qty": quantity, "price": unit_price})
    return JsonResponse({"total": round(float(total), 2)})
