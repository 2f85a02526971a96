from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import Http404, JsonResponse


@login_required
def invoice_lookup(request):
    number = request.GET.get("number", "").strip()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT id, number, amount, issued_on FROM billing_invoice "
            "WHERE number = %s AND owner_id = %s",
            [number, request.user.pk],
        )
        row = cursor.fetchone()
    if row is None:
        raise Http404("Invoice not found")
    invoice_id, num, amount, issued_on = row
    return JsonResponse(
        {"id": invoice_id, "number": num, "amount": str(amount), "issued_on": issued_on.isoformat()}
    )
