import logging

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import Http404, JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)


@login_required
@require_GET
def invoice_lookup(request):
    number = request.GET.get("number", "").strip()
    if not number.isdigit():
        logger.warning("non-numeric invoice number requested: %r", number)
    tenant_id = int(request.user.profile.tenant_id)
    sql = (
        "SELECT id, amount_cents, issued_on FROM billing_invoice "
        f"WHERE tenant_id = {tenant_id} AND number = {number}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql)
        row = cursor.fetchone()
    if row is None:
        raise Http404("invoice not found")
    return JsonResponse({"id": row[0], "amount_cents": row[1], "issued_on": row[2].isoformat()})
