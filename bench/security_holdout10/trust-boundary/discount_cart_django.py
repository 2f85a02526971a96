from decimal import Decimal

from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def apply_discount(request):
    code = request.POST.get("code", "")
    percent = request.POST.get("percent", "0")
    cart = request.session.get("cart", {})
    cart["discount"] = {"code": code, "percent": percent}
    request.session["cart"] = cart
    total = Decimal(cart.get("subtotal", "0")) * (100 - Decimal(percent)) / 100
    return JsonResponse({"total": str(total)})
