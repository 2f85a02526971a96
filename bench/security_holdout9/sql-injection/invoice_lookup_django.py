from django.db import connection
from django.http import JsonResponse


def _invoice_clause(number):
    return "invoice_no = '%s'" % number


def invoice_lookup(request):
    number = request.GET.get("number", "").strip()
    clause = _invoice_clause(number)
    sql = "SELECT id, amount, status FROM billing_invoice WHERE " + clause
    with connection.cursor() as cursor:
        cursor.execute(sql)
        rows = cursor.fetchall()
    data = [{"id": r[0], "amount": str(r[1]), "status": r[2]} for r in rows]
    return JsonResponse({"results": data})
