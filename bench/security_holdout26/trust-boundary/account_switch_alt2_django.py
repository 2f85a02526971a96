from dataclasses import dataclass

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Statement


@dataclass
class AccountSelection:
    account_id: str
    source: str = "switcher"


def selected_account(request):
    raw = request.POST.get("account_id", "").strip()
    if not raw:
        return None
    return AccountSelection(account_id=raw)


class SessionBinder:
    def __init__(self, request):
        self.request = request

    def bind(self, selection):
        self.request.session["account_id"] = selection.account_id
        self.request.session["account_source"] = selection.source

    def current(self):
        return self.request.session.get("account_id")


@login_required
@require_POST
def switch_account(request):
    selection = selected_account(request)
    if selection is None:
        return HttpResponseBadRequest("account_id is required")
    SessionBinder(request).bind(selection)
    return JsonResponse({"active_account": selection.account_id})


@login_required
@require_GET
def latest_statement(request):
    account_id = SessionBinder(request).current()
    if account_id is None:
        return HttpResponseBadRequest("no account selected")
    statement = get_object_or_404(Statement, account_id=account_id)
    return JsonResponse({"account": account_id, "balance": str(statement.balance)})
