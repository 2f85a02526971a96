from django.db import connection
from django.http import Http404, JsonResponse


def _invoice_where(customer, status):
    clause = "customer_id = '%s'" % customer
    if status:
        clause += " AND status = '%s'" % status
    return clause


def invoice_lookup(request):
    customer = request.GET.get("customer", "")
    status = request.GET.get("status")
    where = _invoice_where(customer, status)
    with connection.cursor() as cursor:
        cursor.execute("SELECT id, total, status FROM billing_invoice WHERE " + where)
        rows = cursor.fetchall()
    if not rows:
        raise Http404("no invoices")
    return JsonResponse({"invoices": [{"id": r[0], "total": str(r[1]), "status": r[2]} for r in rows]})
