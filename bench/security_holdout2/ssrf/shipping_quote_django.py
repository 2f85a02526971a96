from decimal import Decimal, InvalidOperation

import requests
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse


@login_required
def shipping_quote(request):
    try:
        weight = Decimal(request.GET.get("weight", "0"))
    except InvalidOperation:
        return HttpResponseBadRequest("weight must be a number")
    payload = {
        "weight_kg": str(weight),
        "destination_postcode": request.GET.get("postcode", ""),
        "service": "standard",
    }
    resp = requests.post(f"{settings.SHIPPING_API_BASE}/v2/quotes", json=payload, headers={"Authorization": f"Bearer {settings.SHIPPING_API_TOKEN}"}, timeout=5)
    if resp.status_code != 200:
        return JsonResponse({"error": "quote service unavailable"}, status=502)
    quote = resp.json()
    return JsonResponse({"price": quote["price"], "currency": quote["currency"]})
