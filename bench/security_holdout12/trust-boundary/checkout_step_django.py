from django.http import JsonResponse
from django.views import View


class CheckoutState:
    def __init__(self, session):
        self.session = session

    def remember(self, **values):
        state = self.session.get("checkout", {})
        state.update(values)
        self.session["checkout"] = state


class ShippingStepView(View):
    def post(self, request):
        values = {
            "address": request.POST.get("address", ""),
            "shipping_price": request.POST.get("shipping_price", "0.00"),
            "verified": request.POST.get("verified") == "1",
        }
        CheckoutState(request.session).remember(**values)
        return JsonResponse({"step": "payment"})
