from django import forms
from django.http import HttpResponse
from django.shortcuts import render
from django.utils.html import escape

from orders.models import Order


class TrackForm(forms.Form):
    order_number = forms.CharField(max_length=40)
    email = forms.EmailField()


def track_order(request):
    form = TrackForm(request.GET or None)
    if not form.is_bound or not form.is_valid():
        return render(request, "orders/track.html", {"form": form})

    number = form.cleaned_data["order_number"].strip()
    email = form.cleaned_data["email"].lower()
    order = Order.objects.filter(number=number, customer_email__iexact=email).first()
    if order is None:
        return HttpResponse(f"<p>We could not find order <strong>{number}</strong> for {escape(email)}.</p>", status=404)

    return render(request, "orders/track_result.html", {
        "order": order,
        "events": order.events.order_by("-created_at")[:20],
    })
