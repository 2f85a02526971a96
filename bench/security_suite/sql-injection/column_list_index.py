from django.db import connection
from django.http import JsonResponse


def customer_names(request):
    wanted = request.GET.get("column", "name")
    columns = ["name", wanted]
    with connection.cursor() as cursor:
        cursor.execute("SELECT " + columns[0] + " FROM customers ORDER BY id")
        rows = [row[0] for row in cursor.fetchall()]
    return JsonResponse({"rows": rows})
