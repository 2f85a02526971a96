from django.contrib.admin.views.decorators import staff_member_required
from django.db.models import Count, Sum
from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Order


@staff_member_required
def sales_dashboard(request):
    stats = Order.objects.filter(status="paid").aggregate(count=Count("id"), revenue=Sum("total_cents"))
    count = int(stats["count"] or 0)
    revenue = int(stats["revenue"] or 0) / 100
    pending = Order.objects.filter(status="pending").count()
    summary = mark_safe(
        f'<span class="kpi">{count:,}</span> paid orders &middot; '
        f'<span class="kpi">${revenue:,.2f}</span> revenue &middot; '
        f'<span class="kpi">{pending:d}</span> pending'
    )
    return render(request, "dashboard/sales.html", {"summary": summary})
