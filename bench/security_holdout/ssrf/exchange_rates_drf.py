import requests
from rest_framework.decorators import api_view
from rest_framework.response import Response

RATES_URL = "https://api.frankfurter.app/latest"
CURRENCIES = {"EUR", "USD", "GBP", "CHF", "JPY", "SEK"}


class RatesClient:
    def __init__(self, timeout=5):
        self.timeout = timeout

    def latest(self, base):
        resp = requests.get(RATES_URL, params={"base": base}, timeout=self.timeout)
        resp.raise_for_status()
        return resp.json()["rates"]


@api_view(["GET"])
def exchange_rates(request):
    base = request.query_params.get("base", "EUR").upper()
    if base not in CURRENCIES:
        return Response({"detail": "unsupported currency"}, status=400)
    return Response({"base": base, "rates": RatesClient().latest(base)})
