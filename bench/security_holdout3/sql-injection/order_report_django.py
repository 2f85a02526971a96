from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import JsonResponse


@login_required
def order_report(request):
    region = request.GET.get("region", "EU")
    start = request.GET.get("from", "2024-01-01")
    end = request.GET.get("to", "2024-12-31")

    sql = (
        "SELECT p.sku, SUM(o.quantity) AS units, SUM(o.amount) AS revenue "
        "FROM shop_order o JOIN shop_product p ON p.id = o.product_id "
        "WHERE o.region = '%s' AND o.created BETWEEN '%s' AND '%s' "
        "GROUP BY p.sku ORDER BY revenue DESC"
    ) % (region, start, end)

    with connection.cursor() as cursor:
        cursor.execute(sql)
        columns = [c[0] for c in cursor.description]
        rows = [dict(zip(columns, r)) for r in cursor.fetchall()]
    return JsonResponse({"region": region, "rows": rows})
