import uuid

from django.http import JsonResponse

CART_COOKIE = "cart_id"


def ensure_cart(request):
    cart_id = request.COOKIES.get(CART_COOKIE)
    created = False
    if not cart_id:
        cart_id = uuid.uuid4().hex
        created = True
    response = JsonResponse({"cart": cart_id, "new": created})
    if created:
        response.set_cookie(CART_COOKIE, cart_id, max_age=7 * 86400, secure=True, httponly=True, samesite="Lax")
    return response
