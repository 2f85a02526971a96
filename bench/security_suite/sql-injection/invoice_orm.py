from datetime import timedelta

from django.http import JsonResponse
from django.utils import timezone

from billing.models import Invoice


def overdue_invoices(request):
    min_days = int(request.GET.get("days", "30"))
    cutoff = timezone.now() - timedelta(days=min_days)
    invoices = Invoice.objects.filter(due_date__lt=cutoff)
    return JsonResponse({"ids": list(invoices.values_list("id", flat=True))})
