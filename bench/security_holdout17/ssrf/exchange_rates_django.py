import requests
from django import forms
from django.http import JsonResponse
from django.views.generic.edit import FormView

RATE_PROVIDERS = {
    "ecb": "https://api.rates.example.eu/v1/latest",
    "fed": "https://fx.example-fed.gov/api/daily",
}


class RateSourceForm(forms.Form):
    provider = forms.ChoiceField(choices=[(k, k.upper()) for k in RATE_PROVIDERS])
    base = forms.RegexField(regex=r"^[A-Z]{3}$")


class ExchangeRatesView(FormView):
    form_class = RateSourceForm

    def get(self, request, *args, **kwargs):
        form = self.form_class(request.GET)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        url = RATE_PROVIDERS[form.cleaned_data["provider"]]
        data = requests.get(url, params={"base": form.cleaned_data["base"]}, timeout=5).json()
        return JsonResponse(data)
