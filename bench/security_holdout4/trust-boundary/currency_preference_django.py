from django.http import HttpResponseBadRequest
from django.shortcuts import redirect
from django.views import View

SUPPORTED_CURRENCIES = {"USD", "EUR", "GBP", "JPY", "CAD", "AUD"}


class CurrencyPreferenceView(View):
    http_method_names = ["post"]

    def post(self, request):
        currency = request.POST.get("currency", "").upper()
        if currency not in SUPPORTED_CURRENCIES:
            return HttpResponseBadRequest("unsupported currency")
        self.store(currency)
        return redirect("shop:cart")

    def store(self, currency):
        self.request.session["display_currency"] = currency
