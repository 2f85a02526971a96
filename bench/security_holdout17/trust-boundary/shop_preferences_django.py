import base64
import json

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Product


@require_GET
def product_list(request):
    items = Product.objects.filter(active=True).values("id", "name", "price")[:50]
    return JsonResponse({"items": list(items)})


@require_GET
def product_detail(request, product_id):
    product = get_object_or_404(Product, pk=product_id, active=True)
    seen = request.session.get("seen_count", 0)
    request.session["seen_count"] = seen + 1
    return JsonResponse({"id": product.pk, "name": product.name, "price": str(product.price)})


@require_POST
def clear_preferences(request):
    for key in [k for k in request.session.keys() if k.startswith("pref_")]:
        del request.session[key]
    response = JsonResponse({"cleared": True})
    response.delete_cookie("prefs")
    return response


@require_GET
def restore_preferences(request):
    blob = request.COOKIES.get("prefs")
    if not blob:
        return JsonResponse({"restored": False})
    prefs = _decode_prefs(blob)
    for key, value in _session_pairs(prefs):
        request.session[key] = value
    return JsonResponse({"restored": True, "keys": sorted(prefs)})


def _decode_prefs(blob):
    padded = blob + "=" * (-len(blob) % 4)
    raw = base64.b64decode(padded.encode(), altchars=b"-_")
    data = json.loads(raw.decode("utf-8"))
    return data if isinstance(data, dict) else {}


def _session_pairs(prefs):
    return ((f"pref_{k}", str(v)) for k, v in prefs.items())
