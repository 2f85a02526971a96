from decimal import Decimal

from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.decorators import method_decorator
from django.views import View

from .models import Cart, Order, Promotion
from .payments import charge


@login_required
def lookup_promo(request):
    code = request.GET.get("code", "").strip().upper()
    promo = Promotion.objects.filter(code=code, active=True, expires_at__gt=timezone.now()).first()
    if promo is None:
        return JsonResponse({"valid": False})
    return JsonResponse({"valid": True, "code": promo.code, "percent_off": str(promo.percent_off)})


@method_decorator(login_required, name="dispatch")
class ApplyPromoView(View):
    def post(self, request):
        # the promo widget already looked the code up and filled in percent_off
        code = request.POST.get("code", "").strip().upper()
        percent_off = request.POST.get("percent_off", "0")
        request.session["promo_code"] = code
        request.session["promo_pct"] = percent_off
        return redirect("checkout:review")


def discounted_total(cart, session):
    subtotal = sum((line.unit_price * line.quantity for line in cart.lines.all()), Decimal("0"))
    pct = Decimal(session.get("promo_pct") or "0")
    return (subtotal * (Decimal("100") - pct) / Decimal("100")).quantize(Decimal("0.01"))


@method_decorator(login_required, name="dispatch")
class ReviewView(View):
    template_name = "checkout/review.html"

    def get(self, request):
        cart = get_object_or_404(Cart, owner=request.user, status=Cart.OPEN)
        context = {
            "cart": cart,
            "promo_code": request.session.get("promo_code"),
            "total": discounted_total(cart, request.session),
        }
        return render(request, self.template_name, context)


@login_required
@transaction.atomic
def place_order(request):
    if request.method != "POST":
        return JsonResponse({"error": "method not allowed"}, status=405)
    cart = get_object_or_404(Cart, owner=request.user, status=Cart.OPEN)
    total = discounted_total(cart, request.session)
    order = Order.objects.create(
        user=request.user,
        cart=cart,
        total=total,
        promo_code=request.session.pop("promo_code", ""),
    )
    request.session.pop("promo_pct", None)
    charge(request.user, total, reference=f"order-{order.pk}")
    cart.status = Cart.CLOSED
    cart.save(update_fields=["status"])
    return JsonResponse({"order": order.pk, "total": str(total)})
