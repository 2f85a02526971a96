import operator

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from reports.models import SalesRow

OPERATORS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "div": operator.truediv}
FIELDS = ("units", "price", "discount")


@require_POST
def column_arithmetic(request):
    left = request.POST.get("left", "units")
    right = request.POST.get("right", "price")
    op = OPERATORS.get(request.POST.get("op", "mul"))
    if op is None or left not in FIELDS or right not in FIELDS:
        return JsonResponse({"error": "unsupported expression"}, status=400)
    rows = SalesRow.objects.values(*FIELDS)[:500]
    values = [op(r[left], r[right]) for r in rows]
    return JsonResponse({"values": values})
