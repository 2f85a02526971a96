from decimal import Decimal

from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import redirect, render
from django.views import View

from .cart import get_cart
from .payments import start_payment


class ShippingStepView(LoginRequiredMixin, View):
    def get(self, request):
        return render(request, "checkout/shipping.html", {"cart": get_cart(request)})

    def post(self, request):
        request.session["checkout"] = {
            "shipping_option": request.POST.get("shipping_option", "standard"),
            "shipping_cost": request.POST.get("shipping_cost", "0"),
        }
        return redirect("checkout-payment")


class PaymentStepView(LoginRequiredMixin, View):
    def post(self, request):
        checkout = request.session.get("checkout")
        if not checkout:
            return redirect("checkout-shipping")
        cart = get_cart(request)
        total = cart.subtotal + Decimal(checkout["shipping_cost"])
        payment = start_payment(request.user, amount=total, reference=cart.reference)
        return redirect(payment.redirect_url)
