import logging

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views import View
from django.utils.decorators import method_decorator

from .models import Order

logger = logging.getLogger(__name__)


def order_rows(orders):
    return format_html_join(
        "\n",
        "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
        ((o.reference, o.get_status_display(), o.total) for o in orders),
    )


@method_decorator(login_required, name="dispatch")
class OrderLookupView(View):
    page_size = 25

    def get_queryset(self, request, reference):
        qs = Order.objects.filter(customer__user=request.user)
        if reference:
            qs = qs.filter(reference__icontains=reference)
        return qs.order_by("-created_at")[: self.page_size]

    def get(self, request):
        reference = request.GET.get("ref", "").strip()
        orders = list(self.get_queryset(request, reference))
        logger.debug("order lookup ref=%r -> %d", reference, len(orders))
        if not orders:
            body = format_html("<p>No orders found for <em>{}</em>.</p>", reference)
        else:
            body = format_html(
                "<table><thead><tr><th>Reference</th><th>Status</th><th>Total</th></tr></thead>"
                "<tbody>{}</tbody></table>",
                order_rows(orders),
            )
        return HttpResponse(format_html("<html><body><h1>Your orders</h1>{}</body></html>", body))
