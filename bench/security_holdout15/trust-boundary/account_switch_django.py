from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import redirect
from django.views import View


class ActiveAccountMixin:
    session_key = "active_account_id"

    def remember(self, request, account_id):
        request.session[self.session_key] = account_id
        request.session.modified = True


class SwitchAccountView(LoginRequiredMixin, ActiveAccountMixin, View):
    def post(self, request):
        account_id = request.POST.get("account_id", "").strip()
        if account_id:
            self.remember(request, account_id)
        return redirect("dashboard")
