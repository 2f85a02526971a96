from django import forms
from django.http import HttpResponse
from django.shortcuts import render
from django.utils.html import format_html

from mailing.models import Subscription


class UnsubscribeForm(forms.Form):
    list_code = forms.CharField(max_length=40)
    email = forms.CharField(max_length=254)


def unsubscribe(request):
    form = UnsubscribeForm(request.GET or None)
    if not form.is_bound or not form.is_valid():
        return render(request, "mailing/unsubscribe.html", {"form": form})

    code = form.cleaned_data["list_code"].strip()
    email = form.cleaned_data["email"].strip().lower()
    removed, _ = Subscription.objects.filter(list__code=code, email__iexact=email).delete()
    if not removed:
        return HttpResponse(format_html("<p>{} is not subscribed to <strong>{}</strong>.</p>", email, code), status=404)

    return HttpResponse(format_html(
        "<p>{} has been removed from <strong>{}</strong>.</p>", email, code
    ))
