import json

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from billing.models import Invoice

INVOICE_SQL = (
    "SELECT id, reference, total, status, issued_on FROM billing_invoice "
    "WHERE customer_id = %s AND reference LIKE %s AND status = %s "
    "ORDER BY issued_on DESC"
)


@login_required
@require_POST
def search_invoices(request):
    try:
        payload = json.loads(request.body.decode("utf-8"))
    except ValueError:
        return HttpResponseBadRequest("invalid JSON body")

    reference = str(payload.get("reference", "")).strip()
    status = str(payload.get("status", "open"))
    if not reference:
        return HttpResponseBadRequest("reference is required")

    params = [request.user.customer_id, reference + "%", status]
    invoices = Invoice.objects.raw(INVOICE_SQL, params)
    return JsonResponse({
        "invoices": [
            {
                "id": inv.id,
                "reference": inv.reference,
                "total": str(inv.total),
                "status": inv.status,
                "issued_on": inv.issued_on.isoformat(),
            }
            for inv in invoices
        ]
    })
