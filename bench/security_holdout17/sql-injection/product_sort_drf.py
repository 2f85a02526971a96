from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from catalog.models import Product

SORT_COLUMNS = {"name": "name", "price": "unit_price", "newest": "created_at DESC"}


class ProductQuerySerializer(serializers.Serializer):
    category = serializers.IntegerField(min_value=1)
    sort = serializers.ChoiceField(choices=list(SORT_COLUMNS), default="name")


class ProductListView(APIView):
    def get(self, request):
        params = ProductQuerySerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        column = SORT_COLUMNS[params.validated_data["sort"]]
        products = Product.objects.raw(
            f"SELECT id, name, unit_price FROM catalog_product WHERE category_id = %s ORDER BY {column}",
            [params.validated_data["category"]],
        )
        return Response([{"id": p.id, "name": p.name, "price": str(p.unit_price)} for p in products])
