from decimal import Decimal

from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from shop.models import Product


class CartLineSerializer(serializers.Serializer):
    product_id = serializers.IntegerField(min_value=1)
    quantity = serializers.IntegerField(min_value=1, max_value=99)


class CartSummaryView(APIView):
    def post(self, request):
        lines = CartLineSerializer(data=request.data, many=True)
        lines.is_valid(raise_exception=True)

        ids = [line["product_id"] for line in lines.validated_data]
        prices = dict(Product.objects.filter(pk__in=ids, active=True).values_list("pk", "price"))
        if len(prices) != len(set(ids)):
            return Response({"detail": "unknown product"}, status=status.HTTP_400_BAD_REQUEST)

        total = sum(
            (prices[line["product_id"]] * line["quantity"] for line in lines.validated_data),
            Decimal("0"),
        )
        request.session["cart_total"] = str(total)
        return Response({"total": str(total)})
