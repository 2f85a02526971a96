import json
import secrets

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import Cart, Product

CART_COOKIE = "cart_id"
CART_COOKIE_OPTS = {
    "max_age": 60 * 60 * 24 * 14,
    "secure": True,
    "httponly": True,
    "samesite": "None",
    "path": "/",
}


def _cart_for(request):
    token = request.COOKIES.get(CART_COOKIE)
    if token:
        cart = Cart.objects.filter(token=token, checked_out=False).first()
        if cart is not None:
            return cart, False
    return Cart.objects.create(token=secrets.token_urlsafe(32)), True


def _with_cookie(response, cart, created):
    if created:
        response.set_cookie(CART_COOKIE, cart.token, **CART_COOKIE_OPTS)
    return response


@require_GET
def view_cart(request):
    cart, created = _cart_for(request)
    items = [{"sku": i.product.sku, "qty": i.quantity} for i in cart.items.select_related("product")]
    return _with_cookie(JsonResponse({"items": items}), cart, created)


@require_POST
def add_item(request):
    try:
        payload = json.loads(request.body)
        sku, qty = str(payload["sku"]), int(payload.get("qty", 1))
    except (ValueError, KeyError, TypeError):
        return HttpResponseBadRequest("sku and qty")
    product = Product.objects.filter(sku=sku, active=True).first()
    if product is None or not 1 <= qty <= 20:
        return HttpResponseBadRequest("unknown product or quantity")
    cart, created = _cart_for(request)
    item, _ = cart.items.get_or_create(product=product, defaults={"quantity": 0})
    item.quantity = min(item.quantity + qty, 20)
    item.save(update_fields=["quantity"])
    return _with_cookie(JsonResponse({"sku": sku, "qty": item.quantity}), cart, created)


@require_POST
def clear_cart(request):
    cart, _ = _cart_for(request)
    cart.items.all().delete()
    response = JsonResponse({"cleared": True})
    response.delete_cookie(CART_COOKIE, path="/", samesite="None")
    return response
