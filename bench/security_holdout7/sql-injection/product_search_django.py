from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def product_search(request):
    term = request.GET.get("q", "").strip()
    category = request.GET.get("category", "all")
    sql = "SELECT id, name, price FROM catalog_product WHERE name LIKE '%" + term + "%'"
    if category != "all":
        sql += f" AND category_slug = '{category}'"
    sql += " ORDER BY name LIMIT 100"
    with connection.cursor() as cursor:
        cursor.execute(sql)
        rows = cursor.fetchall()
    results = [{"id": r[0], "name": r[1], "price": str(r[2])} for r in rows]
    return JsonResponse({"results": results})
