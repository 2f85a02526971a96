from decimal import Decimal, InvalidOperation

from django.http import JsonResponse
from django.views.decorators.http import require_POST

CENT = Decimal("0.01")


class CartSession:
    CART_KEY = "cart"
    DISCOUNT_KEY = "cart_discount"

    def __init__(self, session):
        self.session = session

    def items(self):
        return self.session.get(self.CART_KEY, [])

    def subtotal(self):
        return sum((Decimal(i["price"]) * i["qty"] for i in self.items()), Decimal("0"))

    def set_discount(self, code, rate):
        self.session[self.DISCOUNT_KEY] = {"code": code, "rate": str(rate)}
        self.session.modified = True

    def total(self):
        discount = self.session.get(self.DISCOUNT_KEY)
        subtotal = self.subtotal()
        if not discount:
            return subtotal.quantize(CENT)
        return (subtotal * (1 - Decimal(discount["rate"]))).quantize(CENT)


def parse_rate(raw):
    try:
        return Decimal(raw)
    except (InvalidOperation, TypeError):
        return Decimal("0")


@require_POST
def apply_promo_code(request):
    cart = CartSession(request.session)
    code = request.POST.get("code", "").strip().upper()
    rate = parse_rate(request.POST.get("rate"))
    cart.set_discount(code, rate)
    return JsonResponse({"code": code, "total": str(cart.total())})


def checkout_summary(request):
    cart = CartSession(request.session)
    return JsonResponse({"items": cart.items(), "total": str(cart.total())})
