from django.contrib.auth.mixins import LoginRequiredMixin
from django.views.generic import ListView

from shop.models import Order

DEFAULT_SORT = "created_at"


class OrderHistoryView(LoginRequiredMixin, ListView):
    template_name = "shop/order_history.html"
    paginate_by = 25

    def get_sort_clause(self):
        sort = self.request.GET.get("sort") or DEFAULT_SORT
        direction = "DESC" if self.request.GET.get("desc") == "1" else "ASC"
        return f"{sort} {direction}"

    def get_queryset(self):
        ordering = self.get_sort_clause()
        sql = (
            "SELECT * FROM shop_order WHERE customer_id = %s "
            "ORDER BY " + ordering
        )
        return Order.objects.raw(sql, [self.request.user.pk])
