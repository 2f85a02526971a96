from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from shop.models import Order

ORDERING_CLAUSES = {
    "newest": "o.placed_at DESC",
    "oldest": "o.placed_at ASC",
    "total": "o.total_amount DESC, o.placed_at DESC",
    "status": "o.status ASC, o.placed_at DESC",
}
VALID_STATUSES = {"pending", "paid", "shipped", "delivered", "refunded"}


class OrderHistoryView(LoginRequiredMixin, View):
    raise_exception = True

    def get(self, request):
        order_key = request.GET.get("order", "newest")
        ordering = ORDERING_CLAUSES.get(order_key, ORDERING_CLAUSES["newest"])

        sql = (
            "SELECT o.id, o.reference, o.status, o.total_amount, o.placed_at "
            "FROM shop_order o WHERE o.customer_id = %s"
        )
        params = [request.user.pk]

        status = request.GET.get("status")
        if status:
            if status not in VALID_STATUSES:
                return JsonResponse({"error": "unknown status"}, status=400)
            sql += " AND o.status = %s"
            params.append(status)

        orders = Order.objects.raw(f"{sql} ORDER BY {ordering} LIMIT 100", params)
        return JsonResponse(
            {
                "ordering": order_key if order_key in ORDERING_CLAUSES else "newest",
                "orders": [
                    {
                        "id": o.id,
                        "reference": o.reference,
                        "status": o.status,
                        "total": str(o.total_amount),
                        "placed_at": o.placed_at.isoformat(),
                    }
                    for o in orders
                ],
            }
        )
