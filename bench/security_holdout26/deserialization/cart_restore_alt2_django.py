import base64
import json

from django.http import JsonResponse


def restore_cart(request):
    raw = request.COOKIES.get("cart", "")
    try:
        decoded = base64.b64decode(raw).decode("utf-8")
        cart = json.loads(decoded)
    except (ValueError, UnicodeDecodeError):
        cart = []
    return JsonResponse({"items": cart if isinstance(cart, list) else []})
