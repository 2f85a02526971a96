import csv
import json

from django.db import connection
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

STATUS_VALUES = {"pending", "paid", "shipped", "refunded"}


def _parse_ids(raw):
    ids = []
    for part in raw.split(","):
        part = part.strip()
        if part:
            ids.append(int(part))
    return ids


def order_summary(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT status, COUNT(*) FROM shop_order GROUP BY status")
        data = dict(cursor.fetchall())
    return JsonResponse(data)


def export_orders(request):
    try:
        ids = _parse_ids(request.GET.get("ids", ""))
    except ValueError:
        return HttpResponseBadRequest("ids must be integers")
    if not ids or len(ids) > 500:
        return HttpResponseBadRequest("between 1 and 500 ids")
    note = request.GET.get("note", "")
    placeholders = ", ".join(["%s"] * len(ids))
    sql = f"SELECT id, customer_email, total FROM shop_order WHERE id IN ({placeholders}) AND COALESCE(note, '') LIKE %s"
    with connection.cursor() as cursor:
        cursor.execute(sql, [*ids, f"%{note}%"])
        rows = cursor.fetchall()
    response = HttpResponse(content_type="text/csv")
    writer = csv.writer(response)
    writer.writerow(["id", "email", "total"])
    writer.writerows(rows)
    return response


@require_POST
def set_status(request, order_id):
    payload = json.loads(request.body or b"{}")
    status = payload.get("status")
    if status not in STATUS_VALUES:
        return HttpResponseBadRequest("unknown status")
    with connection.cursor() as cursor:
        cursor.execute("UPDATE shop_order SET status = %s WHERE id = %s", [status, int(order_id)])
    return JsonResponse({"id": int(order_id), "status": status})
