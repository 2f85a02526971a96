from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET

REPORT_SQL = """
    SELECT region, SUM(amount) AS total
    FROM sales_sale
    WHERE sold_at >= %s
    GROUP BY region
    ORDER BY {order}
"""


def _order_clause(request):
    column = request.GET.get("sort", "total")
    direction = "DESC" if request.GET.get("desc") == "1" else "ASC"
    return f"{column} {direction}"


@login_required
@require_GET
def sales_by_region(request):
    since = request.GET.get("since", "2024-01-01")
    sql = REPORT_SQL.format(order=_order_clause(request))
    with connection.cursor() as cursor:
        cursor.execute(sql, [since])
        rows = cursor.fetchall()
    return JsonResponse(
        {"rows": [{"region": region, "total": float(total)} for region, total in rows]}
    )
