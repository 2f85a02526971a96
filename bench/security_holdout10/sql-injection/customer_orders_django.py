from django.http import JsonResponse
from django.views import View

from .models import Order


class CustomerOrdersView(View):
    def get(self, request, customer_id):
        status = request.GET.get("status", "paid")
        params = [customer_id, status]
        sql = (
            "SELECT id, number, total FROM shop_order "
            "WHERE customer_id = %s AND status = %s ORDER BY created_at DESC"
        )
        orders = Order.objects.raw(sql, params)
        data = [{"id": o.id, "number": o.number, "total": str(o.total)} for o in orders]
        return JsonResponse({"orders": data})
