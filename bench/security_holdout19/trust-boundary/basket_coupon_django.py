from decimal import Decimal

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.decorators import method_decorator
from django.views import View

from .models import Cart, Order, Promotion
from .payments import charge


def active_promotions():
    return Promotion.objects.filter(active=True, expires_at__gt=timezone.now())


@method_decorator(login_required, name="dispatch")
class ApplyCouponView(View):
    def post(self, request):
        code = request.POST.get("code", "").strip().upper()
        promo = active_promotions().filter(code=code).first()
        if promo is None:
            messages.error(request, "That code is not valid.")
            request.session.pop("promo_id", None)
            return redirect("checkout:review")
        request.session["promo_id"] = promo.pk
        messages.success(request, f"{promo.percent_off}% off applied.")
        return redirect("checkout:review")


def basket_total(cart, session):
    subtotal = sum((line.unit_price * line.quantity for line in cart.lines.all()), Decimal("0"))
    promo = active_promotions().filter(pk=session.get("promo_id")).first()
    if promo is None:
        return subtotal, None
    pct = promo.percent_off
    return (subtotal * (Decimal("100") - pct) / Decimal("100")).quantize(Decimal("0.01")), promo


@method_decorator(login_required, name="dispatch")
class ReviewView(View):
    template_name = "checkout/review.html"

    def get(self, request):
        cart = get_object_or_404(Cart, owner=request.user, status=Cart.OPEN)
        total, promo = basket_total(cart, request.session)
        return render(request, self.template_name, {"cart": cart, "promo": promo, "total": total})


@login_required
@transaction.atomic
def place_order(request):
    if request.method != "POST":
        return JsonResponse({"error": "method not allowed"}, status=405)
    cart = get_object_or_404(Cart, owner=request.user, status=Cart.OPEN)
    total, promo = basket_total(cart, request.session)
    order = Order.objects.create(
        user=request.user,
        cart=cart,
        total=total,
        promo_code=promo.code if promo else "",
    )
    request.session.pop("promo_id", None)
    charge(request.user, total, reference=f"order-{order.pk}")
    cart.status = Cart.CLOSED
    cart.save(update_fields=["status"])
    return JsonResponse({"order": order.pk, "total": str(total)})
