from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET

SORT_COLUMNS = {
    "name": "i.name",
    "qty": "i.quantity",
    "updated": "i.updated_at",
}


def _dictfetchall(cursor):
    columns = [col[0] for col in cursor.description]
    return [dict(zip(columns, row)) for row in cursor.fetchall()]


@require_GET
def warehouse_stock(request, warehouse_id):
    sort_key = request.GET.get("sort", "name")
    column = SORT_COLUMNS.get(sort_key)
    if column is None:
        return HttpResponseBadRequest("unknown sort key")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    sku_prefix = request.GET.get("sku", "")
    sql = (
        "SELECT i.sku, i.name, i.quantity, i.updated_at "
        "FROM inventory_item i WHERE i.warehouse_id = %s AND i.sku LIKE %s "
        f"ORDER BY {column} {direction}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [warehouse_id, sku_prefix + "%"])
        rows = _dictfetchall(cursor)
    return JsonResponse({"items": rows})


@require_GET
def low_stock(request):
    try:
        threshold = int(request.GET.get("below", "5"))
    except ValueError:
        return HttpResponseBadRequest("below must be an integer")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT sku, name, quantity FROM inventory_item WHERE quantity < %s ORDER BY quantity",
            [threshold],
        )
        return JsonResponse({"items": _dictfetchall(cursor)})


@require_GET
def sku_history(request, sku):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT changed_at, delta, reason FROM stock_movement WHERE sku = %s "
            "ORDER BY changed_at DESC LIMIT 50",
            [sku],
        )
        return JsonResponse({"sku": sku, "history": _dictfetchall(cursor)})


urlpatterns = [
    path("warehouses/<int:warehouse_id>/stock/", warehouse_stock),
    path("stock/low/", low_stock),
    path("stock/<str:sku>/history/", sku_history),
]
