from django.db import connection
from django.http import JsonResponse

REPORT_TABLE = "shop_order"


def _bounds(request):
    return request.GET.get("start", "2024-01-01"), request.GET.get("status", "open")


def order_report(request):
    start, status = _bounds(request)
    clauses = []
    for i, (col, val) in enumerate(zip(("created", "status"), (start, status))):
        op = ">=" if i == 0 else "="
        clauses.append("{} {} '{}'".format(col, op, val))
    sql = "SELECT id, total FROM {} WHERE {}".format(REPORT_TABLE, " AND ".join(clauses))
    with connection.cursor() as cur:
        cur.execute(sql)
        rows = cur.fetchall()
    return JsonResponse({"orders": rows})
