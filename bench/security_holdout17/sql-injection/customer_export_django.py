import csv
import json

from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

SORT_COLUMNS = {
    "name": "c.full_name",
    "joined": "c.joined_at",
    "spend": "total_spend",
}


class ExportRequest:
    def __init__(self, body: bytes):
        data = json.loads(body.decode("utf-8") or "{}")
        self.country = str(data.get("country", ""))
        self.sort_key = str(data.get("sort", "name"))
        self.min_spend = float(data.get("min_spend", 0))

    def order_clause(self):
        return SORT_COLUMNS.get(self.sort_key, SORT_COLUMNS["name"])


def _fetch(sql, params):
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


@csrf_exempt
@require_POST
def customer_export(request):
    req = ExportRequest(request.body)
    sql = (
        "SELECT c.id, c.full_name, c.country, SUM(o.amount) AS total_spend "
        "FROM customers c JOIN orders o ON o.customer_id = c.id "
        "WHERE c.country = %s GROUP BY c.id HAVING SUM(o.amount) >= %s "
        "ORDER BY " + req.order_clause()
    )
    rows = _fetch(sql, [req.country, req.min_spend])
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = 'attachment; filename="customers.csv"'
    writer = csv.writer(response)
    writer.writerow(["id", "name", "country", "total"])
    for row in rows:
        writer.writerow(row)
    return response


def customer_count(request):
    country = request.GET.get("country", "")
    rows = _fetch("SELECT COUNT(*) FROM customers WHERE country = %s", [country])
    return JsonResponse({"country": country, "count": rows[0][0]})
