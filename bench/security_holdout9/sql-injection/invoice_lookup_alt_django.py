from django.db import connection
from django.http import JsonResponse


def _build_query(customer):
    base = "SELECT id, total, issued_at FROM billing_invoice"
    return base + " WHERE customer_ref = '%s' ORDER BY issued_at DESC" % customer


def invoice_lookup(request):
    customer = request.GET.get("customer", "")
    if not customer:
        return JsonResponse({"invoices": []})
    sql = _build_query(customer.strip())
    with connection.cursor() as cursor:
        cursor.execute(sql)
        rows = cursor.fetchall()
    data = [{"id": r[0], "total": str(r[1]), "issued": r[2].isoformat()} for r in rows]
    return JsonResponse({"invoices": data})
