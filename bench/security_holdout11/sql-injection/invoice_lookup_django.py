from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET


def _build_filter(field, value):
    return "%s = '%s'" % (field, value)


@require_GET
def invoice_lookup(request):
    number = request.GET.get("number", "")
    customer = request.GET.get("customer")
    clauses = [_build_filter("invoice_number", number)]
    if customer:
        clauses.append(_build_filter("customer_code", customer))
    where = " AND ".join(clauses)
    sql = "SELECT id, total, status FROM billing_invoice WHERE " + where
    with connection.cursor() as cursor:
        cursor.execute(sql)
        rows = cursor.fetchall()
    return JsonResponse({"invoices": [
        {"id": r[0], "total": str(r[1]), "status": r[2]} for r in rows
    ]})
