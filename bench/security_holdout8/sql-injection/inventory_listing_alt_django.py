from django.core.paginator import Paginator
from django.db import connection
from django.http import JsonResponse
from django.views import View

SORTABLE_COLUMNS = {
    "name": "i.name",
    "sku": "i.sku",
    "stock": "i.quantity",
    "updated": "i.updated_at",
}
DEFAULT_SORT = "name"
PAGE_SIZE = 25


class InventoryQuery:
    def __init__(self, warehouse, search, sort_key, descending):
        self.warehouse = warehouse
        self.search = search
        self.sort_key = sort_key if sort_key in SORTABLE_COLUMNS else DEFAULT_SORT
        self.descending = descending

    def build(self):
        sql = [
            "SELECT i.id, i.sku, i.name, i.quantity, i.updated_at",
            "FROM inventory_item i",
            "WHERE i.warehouse_code = %s",
        ]
        params = [self.warehouse]
        if self.search:
            sql.append("AND i.name ILIKE %s")
            params.append("%" + self.search + "%")
        direction = "DESC" if self.descending else "ASC"
        sql.append("ORDER BY " + SORTABLE_COLUMNS[self.sort_key] + " " + direction)
        return " ".join(sql), params


def run_query(sql, params):
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        names = [c[0] for c in cursor.description]
        return [dict(zip(names, row)) for row in cursor.fetchall()]


class InventoryListView(View):
    def get(self, request, warehouse):
        query = InventoryQuery(
            warehouse=warehouse,
            search=request.GET.get("q", "").strip(),
            sort_key=request.GET.get("sort", DEFAULT_SORT),
            descending=request.GET.get("dir") == "desc",
        )
        sql, params = query.build()
        items = run_query(sql, params)
        page = Paginator(items, PAGE_SIZE).get_page(request.GET.get("page"))
        return JsonResponse(
            {
                "warehouse": warehouse,
                "page": page.number,
                "pages": page.paginator.num_pages,
                "items": list(page.object_list),
            }
        )
