from django.db import connection
from rest_framework import serializers
from rest_framework.decorators import api_view
from rest_framework.response import Response


class OrderQuery(serializers.Serializer):
    status = serializers.ChoiceField(choices=["pending", "shipped", "cancelled"])
    customer = serializers.CharField(max_length=80)
    limit = serializers.IntegerField(min_value=1, max_value=200, default=50)


@api_view(["GET"])
def search_orders(request):
    params = OrderQuery(data=request.query_params)
    params.is_valid(raise_exception=True)
    q = params.validated_data
    with connection.cursor() as cur:
        cur.execute(
            "SELECT id, reference, total FROM shop_order "
            "WHERE status = %s AND customer_name ILIKE %s ORDER BY id DESC LIMIT %s",
            [q["status"], f"%{q['customer']}%", q["limit"]],
        )
        rows = cur.fetchall()
    return Response([{"id": r[0], "reference": r[1], "total": str(r[2])} for r in rows])
