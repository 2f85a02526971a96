from django.http import JsonResponse

from billing.models import Invoice


def overdue_invoices(request):
    min_days = request.GET.get("days", "30")
    invoices = Invoice.objects.extra(where=["due_date < now() - interval '%s days'" % min_days])
    return JsonResponse({"ids": list(invoices.values_list("id", flat=True))})
