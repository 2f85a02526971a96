from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse


def account_balance(request):
    raw = request.GET.get("account", "")
    try:
        acct = int(raw)
    except ValueError:
        return HttpResponseBadRequest("bad account")
    query = "SELECT balance FROM ledger_account WHERE id = %d" % acct
    with connection.cursor() as cursor:
        cursor.execute(query)
        row = cursor.fetchone()
    return JsonResponse({"balance": row[0] if row else None})
