import hashlib
import json

from django.db import connection
from django.http import HttpResponse, HttpResponseNotModified


def daily_report(request):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT day, orders, revenue FROM reporting_daily ORDER BY day DESC LIMIT 30"
        )
        rows = cursor.fetchall()
    body = json.dumps([{"day": str(d), "orders": o, "revenue": str(r)} for d, o, r in rows])
    etag = '"%s"' % hashlib.md5(body.encode("utf-8"), usedforsecurity=False).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return HttpResponseNotModified()
    response = HttpResponse(body, content_type="application/json")
    response["ETag"] = etag
    return response
