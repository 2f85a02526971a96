import json

from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import Product

PAGE_SIZE = 25


def _rows_to_dicts(cursor):
    columns = [col[0] for col in cursor.description]
    return [dict(zip(columns, row)) for row in cursor.fetchall()]


def _parse_limit(raw, default=PAGE_SIZE):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        return default
    return max(1, min(value, 200))


class StockReport:
    def __init__(self, category, limit):
        self.category = category
        self.limit = limit

    def sql(self):
        return (
            "SELECT p.sku, p.name, SUM(s.quantity) AS qty "
            "FROM inventory_product p JOIN inventory_stock s ON s.product_id = p.id "
            f"WHERE p.category = '{self.category}' "
            f"GROUP BY p.sku, p.name ORDER BY qty DESC LIMIT {self.limit}"
        )

    def run(self):
        with connection.cursor() as cursor:
            cursor.execute(self.sql())
            return _rows_to_dicts(cursor)


@require_GET
def product_detail(request, sku):
    product = Product.objects.filter(sku=sku).values("sku", "name", "price").first()
    if product is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(product)


@require_GET
def stock_report(request):
    category = request.GET.get("category", "")
    if not category:
        return HttpResponseBadRequest("category required")
    report = StockReport(category, _parse_limit(request.GET.get("limit")))
    return JsonResponse({"rows": report.run()})


@require_POST
def adjust_stock(request, sku):
    payload = json.loads(request.body or b"{}")
    delta = int(payload.get("delta", 0))
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE inventory_stock SET quantity = quantity + %s "
            "WHERE product_id = (SELECT id FROM inventory_product WHERE sku = %s)",
            [delta, sku],
        )
    return JsonResponse({"sku": sku, "delta": delta})
