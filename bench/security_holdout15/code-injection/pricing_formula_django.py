import math
from decimal import Decimal

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View

from .models import PriceList, Product

MATH_HELPERS = {"ceil": math.ceil, "floor": math.floor, "round": round, "min": min, "max": max}


def apply_formula(formula, product):
    variables = {
        "cost": float(product.cost),
        "list_price": float(product.list_price),
        "weight": float(product.weight_kg),
    }
    env = dict(MATH_HELPERS, **variables)
    value = eval(formula, {"__builtins__": None}, env)
    return Decimal(str(value)).quantize(Decimal("0.01"))


class PriceListView(View):
    def get(self, request, list_id):
        price_list = get_object_or_404(PriceList, pk=list_id)
        return JsonResponse({"id": price_list.pk, "name": price_list.name, "formula": price_list.formula})


class PricePreviewView(View):
    def post(self, request):
        formula = request.POST.get("formula", "list_price")
        skus = request.POST.getlist("sku")[:20]
        preview = []
        for product in Product.objects.filter(sku__in=skus):
            preview.append({"sku": product.sku, "price": str(apply_formula(formula, product))})
        return JsonResponse({"formula": formula, "preview": preview})


class ProductPriceView(View):
    def get(self, request, sku):
        product = get_object_or_404(Product, sku=sku)
        return JsonResponse({"sku": product.sku, "list_price": str(product.list_price)})
