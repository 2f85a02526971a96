from django.db import connection
from django.http import JsonResponse


def invoice_lookup(request):
    raw = request.GET.get("number", "")
    num = raw if len(raw) > 0 else "0"
    query = "SELECT id, amount FROM billing_invoice WHERE number = '%s'" % num
    with connection.cursor() as cursor:
        cursor.execute(query)
        rows = cursor.fetchall()
    return JsonResponse({"rows": rows})
