import json

from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

ALLOWED_REGIONS = {"north", "south", "east", "west"}


def _rows_to_dicts(cursor):
    cols = [c[0] for c in cursor.description]
    return [dict(zip(cols, row)) for row in cursor.fetchall()]


@require_GET
def region_summary(request):
    region = request.GET.get("region", "north")
    if region not in ALLOWED_REGIONS:
        return HttpResponseBadRequest("unknown region")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT region, SUM(amount) AS total FROM sales WHERE region = %s GROUP BY region",
            [region],
        )
        return JsonResponse({"summary": _rows_to_dicts(cursor)})


@require_GET
def sales_report(request):
    columns = request.GET.getlist("sort")
    ordering = ", ".join(col.strip() for col in columns if col) or "created_at"
    try:
        limit = int(request.GET.get("limit", "50"))
    except ValueError:
        return HttpResponseBadRequest("limit must be a number")
    query = _build_report_query(ordering)
    with connection.cursor() as cursor:
        cursor.execute(query + " LIMIT %s", [limit])
        data = _rows_to_dicts(cursor)
    return JsonResponse({"rows": data, "ordering": ordering})


def _build_report_query(ordering):
    base = "SELECT id, region, amount, created_at FROM sales"
    return base + " ORDER BY " + ordering


@require_GET
def export_meta(request):
    try:
        payload = json.loads(request.GET.get("meta") or "{}")
    except ValueError:
        payload = {}
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM sales WHERE amount > %s", [payload.get("min", 0)])
        count = cursor.fetchone()[0]
    return JsonResponse({"count": count})
