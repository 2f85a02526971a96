from django.db import connection
from django.http import JsonResponse


def tenant_usage_filtered(request):
    tenant = request.GET.get("tenant", "")
    query = "SELECT SUM(bytes) FROM usage"
    query = f"SELECT SUM(bytes) FROM usage WHERE tenant = '{tenant}'"
    with connection.cursor() as cursor:
        cursor.execute(query)
        total = cursor.fetchone()[0]
    return JsonResponse({"bytes": total})
