from django.http import JsonResponse
from django.views import View

from shop.models import Order


class OrderSearchView(View):
    def get(self, request):
        status = request.GET.get("status", "open")
        customer = request.user.id
        query = (
            "SELECT id, number, total, status FROM shop_order "
            f"WHERE customer_id = {customer} AND status = '{status}' "
            "ORDER BY created_at DESC"
        )
        orders = Order.objects.raw(query)
        return JsonResponse(
            {
                "orders": [
                    {"id": o.id, "number": o.number, "total": str(o.total), "status": o.status}
                    for o in orders
                ]
            }
        )
