import logging

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import render

from .models import Order

logger = logging.getLogger(__name__)

STATUS_CHOICES = ("pending", "paid", "shipped", "refunded")

HISTORY_SQL = """
    SELECT o.id, o.reference, o.status, o.total, o.created_at
    FROM shop_order o
    JOIN shop_customer c ON c.id = o.customer_id
    WHERE c.user_id = %s AND o.status = %s AND o.reference LIKE %s
    ORDER BY o.created_at DESC
"""


def load_history(user, status, reference):
    like = f"%{reference}%"
    return list(Order.objects.raw(HISTORY_SQL, [user.pk, status, like]))


@login_required
def order_history(request):
    status = request.GET.get("status", "paid")
    reference = request.GET.get("ref", "").strip()
    orders = load_history(request.user, status, reference)
    paginator = Paginator(orders, 20)
    page = paginator.get_page(request.GET.get("page"))
    logger.debug("order history for %s: %d rows", request.user.pk, len(orders))
    return render(
        request,
        "shop/order_history.html",
        {"page": page, "status": status, "reference": reference, "statuses": STATUS_CHOICES},
    )


@login_required
def order_detail(request, reference):
    try:
        order = Order.objects.select_related("customer").get(
            reference=reference, customer__user=request.user
        )
    except Order.DoesNotExist:
        raise Http404("order not found")
    return render(request, "shop/order_detail.html", {"order": order})
