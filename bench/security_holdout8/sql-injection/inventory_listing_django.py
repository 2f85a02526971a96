from django.db import connection
from django.http import JsonResponse
from django.views import View

SORTABLE_COLUMNS = {
    "name": "p.name",
    "price": "p.unit_price",
    "stock": "s.quantity",
    "updated": "s.updated_at",
}
DEFAULT_SORT_KEY = "name"
PAGE_SIZE = 50


def parse_page(raw):
    try:
        return max(int(raw), 0)
    except (TypeError, ValueError):
        return 0


class InventoryRepository:
    base_sql = (
        "SELECT p.sku, p.name, p.unit_price, s.quantity "
        "FROM catalog_product p "
        "JOIN catalog_stock s ON s.product_id = p.id "
        "WHERE s.warehouse_code = %s AND p.name ILIKE %s "
    )

    def order_clause(self, sort_key, descending):
        column = SORTABLE_COLUMNS.get(sort_key, SORTABLE_COLUMNS[DEFAULT_SORT_KEY])
        direction = "DESC" if descending else "ASC"
        return f"ORDER BY {column} {direction} "

    def list_items(self, warehouse, term, sort_key, descending, page):
        sql = self.base_sql + self.order_clause(sort_key, descending) + "LIMIT %s OFFSET %s"
        params = [warehouse, f"%{term}%", PAGE_SIZE, page * PAGE_SIZE]
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            return cursor.fetchall()


class InventoryListView(View):
    repository_class = InventoryRepository

    def get(self, request, warehouse):
        term = request.GET.get("q", "")
        sort_key = request.GET.get("sort", DEFAULT_SORT_KEY)
        descending = request.GET.get("dir") == "desc"
        page = parse_page(request.GET.get("page"))
        rows = self.repository_class().list_items(
            warehouse, term, sort_key, descending, page
        )
        items = [
            {"sku": sku, "name": name, "price": str(price), "quantity": qty}
            for sku, name, price, qty in rows
        ]
        return JsonResponse(
            {
                "warehouse": warehouse,
                "items": items,
                "page": page,
                "has_more": len(items) == PAGE_SIZE,
            }
        )
