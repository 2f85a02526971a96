from django.contrib.admin.views.decorators import staff_member_required
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET

COUNTED_TABLES = (
    "accounts_user",
    "shop_order",
    "shop_product",
    "support_ticket",
)


@staff_member_required
@require_GET
def table_counts(request):
    counts = {}
    with connection.cursor() as cursor:
        for table in COUNTED_TABLES:
            cursor.execute(f"SELECT COUNT(*) FROM {table}")
            counts[table] = cursor.fetchone()[0]
    return JsonResponse({"tables": counts, "total": sum(counts.values())})
