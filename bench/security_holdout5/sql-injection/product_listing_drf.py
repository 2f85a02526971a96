from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from catalog.models import Product
from catalog.serializers import ProductSerializer


class ProductListingView(APIView):
    permission_classes = [AllowAny]
    default_ordering = "p.name"

    def get_ordering(self):
        return self.request.query_params.get("ordering", self.default_ordering)

    def get(self, request):
        ordering = self.get_ordering()
        category = request.query_params.get("category")
        params = []
        where = "WHERE p.is_active = TRUE"
        if category:
            where += " AND p.category_id = %s"
            params.append(category)
        products = Product.objects.raw(
            "SELECT p.* FROM catalog_product p "
            f"{where} ORDER BY {ordering}",
            params,
        )
        data = ProductSerializer(products, many=True).data
        return Response({"results": data})
