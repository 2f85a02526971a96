from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def apply_discount(request):
    code = request.POST.get("code", "").strip().upper()
    percent = request.POST.get("percent", "0")
    cart = request.session.get("cart", {"items": [], "total": "0.00"})
    if not code:
        return JsonResponse({"error": "missing code"}, status=400)
    request.session["discount_code"] = code
    request.session["discount_percent"] = percent
    cart["discount"] = percent
    request.session["cart"] = cart
    return JsonResponse({"code": code, "percent": percent})
