from dataclasses import dataclass

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Account, Statement


@dataclass
class AccountSelection:
    account_id: int
    source: str = "switcher"


def selected_account(request):
    raw = request.POST.get("account_id", "").strip()
    try:
        return AccountSelection(account_id=int(raw))
    except ValueError:
        return None


class SessionBinder:
    def __init__(self, request):
        self.request = request

    def bind(self, selection):
        account = get_object_or_404(Account, pk=selection.account_id, owner=self.request.user)
        self.request.session["account_id"] = account.pk
        self.request.session["account_source"] = selection.source
        return account

    def current(self):
        return self.request.session.get("account_id")


@login_required
@require_POST
def switch_account(request):
    selection = selected_account(request)
    if selection is None:
        return HttpResponseBadRequest("account_id must be a number")
    account = SessionBinder(request).bind(selection)
    return JsonResponse({"active_account": account.pk})


@login_required
@require_GET
def latest_statement(request):
    account_id = SessionBinder(request).current()
    if account_id is None:
        return HttpResponseBadRequest("no account selected")
    statement = get_object_or_404(Statement, account_id=account_id)
    return JsonResponse({"account": account_id, "balance": str(statement.balance)})
