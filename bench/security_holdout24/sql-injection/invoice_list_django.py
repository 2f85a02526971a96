from django.contrib.auth.mixins import LoginRequiredMixin
from django.views.generic import ListView

from billing.models import Invoice

SORT_COLUMNS = {
    "date": "issued_at",
    "amount": "total_cents",
    "status": "status",
}


class InvoiceListView(LoginRequiredMixin, ListView):
    template_name = "billing/invoice_list.html"
    paginate_by = 25

    def get_sort_clause(self):
        column = SORT_COLUMNS.get(self.request.GET.get("sort", ""), "issued_at")
        direction = "DESC" if self.request.GET.get("desc") == "1" else "ASC"
        return f"{column} {direction}"

    def get_queryset(self):
        ordering = self.get_sort_clause()
        sql = (
            "SELECT * FROM billing_invoice WHERE account_id = %s "
            "ORDER BY " + ordering
        )
        return Invoice.objects.raw(sql, [self.request.user.account_id])
