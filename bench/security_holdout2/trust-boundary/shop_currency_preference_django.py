from django import forms
from django.conf import settings
from django.shortcuts import redirect
from django.views.generic import FormView


class CurrencyForm(forms.Form):
    currency = forms.ChoiceField(
        choices=[(code, code) for code in settings.SHOP_CURRENCIES]
    )


class CurrencyPreferenceView(FormView):
    form_class = CurrencyForm
    template_name = "shop/currency.html"

    def get_initial(self):
        return {
            "currency": self.request.session.get(
                "currency", settings.SHOP_DEFAULT_CURRENCY
            )
        }

    def form_valid(self, form):
        self.request.session["currency"] = form.cleaned_data["currency"]
        return redirect("shop:cart")
