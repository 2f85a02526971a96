import logging
from decimal import Decimal

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger("checkout")

CATALOG = {
    "SKU-100": Decimal("19.99"),
    "SKU-200": Decimal("49.00"),
    "SKU-300": Decimal("5.50"),
}


class Basket:
    def __init__(self, session):
        self.session = session
        self.items = session.setdefault("basket", {})

    def add(self, sku, qty):
        if sku in CATALOG:
            self.items[sku] = self.items.get(sku, 0) + qty
            self.session.modified = True

    def subtotal(self):
        return sum((CATALOG[s] * q for s, q in self.items.items()), Decimal("0"))

    def total(self):
        pct = Decimal(self.session.get("discount_pct", "0"))
        return (self.subtotal() * (100 - pct) / 100).quantize(Decimal("0.01"))


@login_required
@require_POST
def add_item(request):
    try:
        qty = max(1, int(request.POST.get("qty", "1")))
    except ValueError:
        qty = 1
    Basket(request.session).add(request.POST.get("sku", ""), qty)
    return redirect("basket")


@login_required
@require_POST
def apply_promotion(request):
    promo = request.POST.get("promo_code", "").strip().upper()
    discount = request.POST.get("discount", "10")
    if promo:
        request.session["discount_pct"] = discount
        logger.info("promotion %s applied by %s", promo, request.user.pk)
    return redirect("basket")


@login_required
@require_GET
def basket(request):
    b = Basket(request.session)
    return render(request, "shop/basket.html", {"items": b.items, "total": b.total()})


@login_required
@require_GET
def basket_json(request):
    b = Basket(request.session)
    return JsonResponse({"items": b.items, "total": str(b.total())})
