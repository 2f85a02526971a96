from decimal import Decimal

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404

from .models import Cart

# configured per deployment, e.g. "subtotal * 0.1 if items >= 5 else 0"
DEFAULT_FORMULA = "0"


def loyalty_discount(subtotal, items):
    formula = getattr(settings, "DISCOUNT_FORMULA", DEFAULT_FORMULA)
    return eval(formula, {"__builtins__": {}}, {"subtotal": subtotal, "items": items})


@login_required
def cart_totals(request, cart_id):
    cart = get_object_or_404(Cart, pk=cart_id, owner=request.user)
    lines = list(cart.lines.all())
    subtotal = float(sum(line.price * line.quantity for line in lines))
    items = sum(line.quantity for line in lines)
    discount = loyalty_discount(subtotal, items)
    total = Decimal(str(subtotal)) - Decimal(str(discount))
    return JsonResponse({"subtotal": subtotal, "discount": discount, "total": str(total)})
