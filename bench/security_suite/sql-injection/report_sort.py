from django.db import connection
from django.http import JsonResponse


def sales_report(request):
    region = request.GET.get("region", "north")
    sort_column = request.GET.get("sort", "created_at")
    sql = "SELECT id, amount, created_at FROM sales WHERE region = %s ORDER BY " + sort_column
    with connection.cursor() as cursor:
        cursor.execute(sql, [region])
        rows = cursor.fetchall()
    return JsonResponse({"rows": rows})
