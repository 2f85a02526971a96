from decimal import Decimal

from django.http import JsonResponse
from django.views.decorators.http import require_POST


def _remember(request, **values):
    for name, value in values.items():
        request.session[name] = value


@require_POST
def apply_discount(request):
    code = request.POST.get("code", "").upper()
    percent = request.POST.get("percent", "0")
    _remember(request, discount_code=code, discount_percent=percent)
    subtotal = Decimal(request.session.get("cart_total", "0"))
    total = subtotal * (Decimal(100) - Decimal(percent)) / Decimal(100)
    return JsonResponse({"total": str(total)})
