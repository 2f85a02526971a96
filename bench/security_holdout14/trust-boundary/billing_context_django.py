from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


class BillingContextForm(forms.Form):
    account_id = forms.IntegerField(min_value=1)
    currency = forms.ChoiceField(choices=[("EUR", "EUR"), ("USD", "USD")])

    def clean_account_id(self):
        value = self.cleaned_data["account_id"]
        if value > 10_000_000:
            raise forms.ValidationError("unknown account")
        return value


@login_required
@require_POST
def select_billing_account(request):
    form = BillingContextForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    request.session["billing_account_id"] = form.cleaned_data["account_id"]
    request.session["currency"] = form.cleaned_data["currency"]
    return JsonResponse({"ok": True})
