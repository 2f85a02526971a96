from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_GET


def _build_invoice_query(account_id, reference):
    sql = (
        "SELECT i.id, i.reference, i.amount_cents, i.issued_on "
        "FROM billing_invoice i "
        "WHERE i.account_id = %d" % account_id
    )
    if reference:
        sql += " AND i.reference LIKE '%%%s%%'" % reference
    return sql + " ORDER BY i.issued_on DESC LIMIT 50"


@login_required
@require_GET
def invoice_lookup(request):
    reference = request.GET.get("ref", "").strip()
    sql = _build_invoice_query(request.user.account_id, reference)
    with connection.cursor() as cursor:
        cursor.execute(sql)
        columns = [col[0] for col in cursor.description]
        rows = [dict(zip(columns, r)) for r in cursor.fetchall()]
    return JsonResponse({"invoices": rows})
