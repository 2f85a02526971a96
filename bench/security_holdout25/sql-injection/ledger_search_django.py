from datetime import date

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpResponseBadRequest
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from .models import LedgerEntry

ORDERINGS = {
    "date": "e.posted_on",
    "amount": "e.amount",
    "account": "a.code",
}


def _parse_date(value, default):
    if not value:
        return default
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


@login_required
def ledger_home(request):
    recent = LedgerEntry.objects.filter(owner=request.user).order_by("-posted_on")[:20]
    return render(request, "ledger/home.html", {"entries": recent})


@login_required
@require_http_methods(["POST"])
def ledger_search(request):
    memo = request.POST.get("memo", "").strip()
    start = _parse_date(request.POST.get("from"), date(2000, 1, 1))
    end = _parse_date(request.POST.get("to"), date.today())
    if start is None or end is None:
        return HttpResponseBadRequest("dates must be YYYY-MM-DD")
    order_col = ORDERINGS.get(request.POST.get("order"), "e.posted_on")
    accounts = [a for a in request.POST.getlist("account") if a.isdigit()]

    sql = (
        "SELECT e.id, e.posted_on, e.amount, e.memo, a.code "
        "FROM ledger_ledgerentry e JOIN ledger_account a ON a.id = e.account_id "
        "WHERE e.owner_id = %s AND e.posted_on BETWEEN %s AND %s"
    )
    params = [request.user.pk, start, end]
    if memo:
        sql += " AND e.memo ILIKE %s"
        params.append(f"%{memo}%")
    if accounts:
        sql += " AND e.account_id IN (" + ", ".join(["%s"] * len(accounts)) + ")"
        params.extend(int(a) for a in accounts)
    sql += f" ORDER BY {order_col} DESC"

    entries = LedgerEntry.objects.raw(sql, params)
    page = Paginator(list(entries), 50).get_page(request.POST.get("page"))
    return render(request, "ledger/results.html", {"page": page, "memo": memo})
