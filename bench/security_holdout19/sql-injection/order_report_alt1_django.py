from django.db import connection
from django.http import JsonResponse


class RegionPicker:
    def __init__(self, default):
        self.default = default

    def pick(self, value):
        return value if value else self.default


def order_report(request):
    region = request.headers.get("X-Region", "")
    picked = RegionPicker("north").pick(region)
    query = "SELECT id, total FROM shop_order WHERE region = '%s' ORDER BY id" % picked
    with connection.cursor() as cur:
        cur.execute(query)
        rows = cur.fetchall()
    return JsonResponse({"orders": [{"id": r[0], "total": float(r[1])} for r in rows]})
