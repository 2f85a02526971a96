from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import Http404
from django.shortcuts import redirect
from django.views import View

from .models import Account


class ActiveAccountMixin:
    session_key = "active_account_id"

    def remember(self, request, account_id):
        request.session[self.session_key] = account_id
        request.session.modified = True


class SelectAccountView(LoginRequiredMixin, ActiveAccountMixin, View):
    def post(self, request):
        raw = request.POST.get("account_id", "").strip()
        if not raw.isdigit():
            raise Http404()
        account = Account.objects.filter(pk=int(raw), members=request.user).first()
        if account is None:
            raise Http404()
        self.remember(request, account.pk)
        return redirect("dashboard")
