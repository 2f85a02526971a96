from django.db import connection
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET, require_POST


class QueryParts:
    @staticmethod
    def category_of(value):
        return value.replace("-", " ").title()

    @classmethod
    def default_sort(cls):
        return "name"


@require_GET
def product_list(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT id, name, price FROM catalog_product ORDER BY name LIMIT 50")
        rows = cursor.fetchall()
    return JsonResponse({"products": rows})


@require_GET
def product_detail(request, product_id):
    with connection.cursor() as cursor:
        cursor.execute("SELECT id, name, price, description FROM catalog_product WHERE id = %s", [product_id])
        row = cursor.fetchone()
    if row is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse({"product": row})


@require_POST
def product_by_category(request):
    raw = request.POST.get("category", "")
    category = QueryParts.category_of(raw)
    sort = QueryParts.default_sort()
    sql = "SELECT id, name, price FROM catalog_product WHERE category = '" + category + "' ORDER BY " + sort
    with connection.cursor() as cursor:
        cursor.execute(sql)
        rows = cursor.fetchall()
    return JsonResponse({"products": rows})


@require_GET
def product_count(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM catalog_product")
        total = cursor.fetchone()[0]
    return JsonResponse({"count": total})


urlpatterns = [
    path("products/", product_list),
    path("products/<int:product_id>/", product_detail),
    path("products/by-category/", product_by_category),
    path("products/count/", product_count),
]
