from dataclasses import asdict, dataclass
from decimal import Decimal
from typing import List

from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import models
from django.http import JsonResponse
from django.views import View


class Product(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
    active = models.BooleanField(default=True)

    class Meta:
        app_label = "shop"


class QuoteLineForm(forms.Form):
    sku = forms.SlugField(max_length=32)
    quantity = forms.IntegerField(min_value=1, max_value=50)


@dataclass
class QuoteLine:
    sku: str
    quantity: int
    unit_price: str


@dataclass
class Quote:
    lines: List[QuoteLine]
    total: str


class PricingService:
    """Builds a quote from catalogue prices held in the database."""

    def build_quote(self, cleaned_lines) -> Quote:
        skus = [line["sku"] for line in cleaned_lines]
        prices = {p.sku: p.unit_price for p in Product.objects.filter(sku__in=skus, active=True)}
        lines, total = [], Decimal("0")
        for line in cleaned_lines:
            price = prices.get(line["sku"])
            if price is None:
                raise ValueError(f"unknown product {line['sku']}")
            lines.append(QuoteLine(line["sku"], line["quantity"], str(price)))
            total += price * line["quantity"]
        return Quote(lines=lines, total=str(total))


class QuoteView(LoginRequiredMixin, View):
    pricing = PricingService()

    def post(self, request):
        raw_lines = request.POST.getlist("sku")
        quantities = request.POST.getlist("quantity")
        cleaned = []
        for sku, qty in zip(raw_lines, quantities):
            form = QuoteLineForm({"sku": sku, "quantity": qty})
            if not form.is_valid():
                return JsonResponse({"errors": form.errors}, status=400)
            cleaned.append(form.cleaned_data)
        try:
            quote = self.pricing.build_quote(cleaned)
        except ValueError as exc:
            return JsonResponse({"error": str(exc)}, status=400)
        request.session["checkout_quote"] = asdict(quote)
        return JsonResponse(asdict(quote))


class PayView(LoginRequiredMixin, View):
    def post(self, request):
        quote = request.session.pop("checkout_quote", None)
        if quote is None:
            return JsonResponse({"error": "no quote"}, status=409)
        return JsonResponse({"charged": quote["total"]})
