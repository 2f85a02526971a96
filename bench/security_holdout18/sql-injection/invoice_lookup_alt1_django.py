from django.db import connection
from django.http import JsonResponse


def quote_literal(value):
    return value.replace("'", "''")


def customer_invoices(request):
    customer = quote_literal(request.GET.get("customer", ""))
    status = quote_literal(request.GET.get("status", "open"))
    query = (
        "SELECT id, total, issued_on FROM billing_invoice "
        f"WHERE customer_id = {customer} AND status = '{status}' "
        "ORDER BY issued_on DESC"
    )
    with connection.cursor() as cursor:
        cursor.execute(query)
        rows = cursor.fetchall()
    return JsonResponse({"invoices": [
        {"id": r[0], "total": str(r[1]), "issued_on": r[2].isoformat()} for r in rows
    ]})
