from django.http import JsonResponse
from django.views import View

from catalog.models import Product


class ProductFilterView(View):
    def get(self, request):
        category = request.GET["category"]
        products = Product.objects.raw(
            "SELECT * FROM catalog_product WHERE category = %s", [category]
        )
        return JsonResponse({"names": [p.name for p in products]})
