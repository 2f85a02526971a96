import logging
from decimal import Decimal

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Customer, Product

logger = logging.getLogger("cart")

CART_KEY = "cart"
OWNER_KEY = "cart_owner_id"


def _cart(request):
    return request.session.setdefault(CART_KEY, {})


def _total(cart):
    total = Decimal("0")
    for pid, qty in cart.items():
        product = Product.objects.filter(pk=pid).first()
        if product:
            total += product.price * qty
    return total


@require_POST
def add_item(request, product_id):
    product = get_object_or_404(Product, pk=product_id, active=True)
    cart = _cart(request)
    cart[str(product.pk)] = cart.get(str(product.pk), 0) + 1
    request.session.modified = True
    return JsonResponse({"items": sum(cart.values())})


@require_POST
def claim_cart(request):
    customer_id = request.POST.get("customer_id") or request.GET.get("customer_id")
    if not customer_id:
        return JsonResponse({"error": "customer_id required"}, status=400)
    request.session[OWNER_KEY] = customer_id
    logger.info("cart claimed by customer %s", customer_id)
    return JsonResponse({"owner": customer_id})


@require_GET
def checkout_summary(request):
    owner_id = request.session.get(OWNER_KEY)
    customer = Customer.objects.filter(pk=owner_id).first() if owner_id else None
    cart = _cart(request)
    return JsonResponse(
        {
            "customer": customer.email if customer else None,
            "address": customer.shipping_address if customer else None,
            "total": str(_total(cart)),
        }
    )
