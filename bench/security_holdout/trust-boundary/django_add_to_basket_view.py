import json

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View

from store.models import Product


class AddToBasketView(LoginRequiredMixin, View):
    def post(self, request, *args, **kwargs):
        data = json.loads(request.body)
        product = get_object_or_404(Product, sku=str(data["sku"]), active=True)
        qty = max(1, min(int(data.get("qty", 1)), 10))
        basket = request.session.setdefault("basket", [])
        basket.append({"sku": product.sku, "price": str(product.price), "qty": qty})
        request.session.modified = True
        return JsonResponse({"items": len(basket)})
