import json

from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import Invoice

ALLOWED_STATUSES = {"draft", "sent", "paid", "void"}


def _rows(cursor):
    cols = [c[0] for c in cursor.description]
    return [dict(zip(cols, row)) for row in cursor.fetchall()]


@require_GET
def invoice_detail(request, invoice_id):
    invoice = (
        Invoice.objects.filter(pk=invoice_id)
        .values("id", "number", "total", "status")
        .first()
    )
    if invoice is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse(invoice)


@require_POST
def mark_paid(request, invoice_id):
    body = json.loads(request.body or b"{}")
    updated = Invoice.objects.filter(pk=invoice_id, status="sent").update(
        status="paid", paid_reference=body.get("reference", "")
    )
    return JsonResponse({"updated": updated})


@require_GET
def invoice_report(request):
    status = request.GET.get("status", "sent")
    region = request.GET.get("region", "")
    if status not in ALLOWED_STATUSES:
        return HttpResponseBadRequest("unknown status")
    sql = (
        "SELECT i.number, i.total, c.name AS customer "
        "FROM billing_invoice i JOIN billing_customer c ON c.id = i.customer_id "
        "WHERE i.status = '%s'" % status
    )
    if region:
        sql += " AND c.region = '%s'" % region
    sql += " ORDER BY i.issued_at DESC"
    with connection.cursor() as cursor:
        cursor.execute(sql)
        data = _rows(cursor)
    return JsonResponse({"invoices": data})


@require_GET
def totals_by_status(request):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT status, COUNT(*) AS n, SUM(total) AS amount "
            "FROM billing_invoice GROUP BY status"
        )
        data = _rows(cursor)
    return JsonResponse({"totals": data})
