from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import redirect, resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class ContinueView(LoginRequiredMixin, View):
    def get(self, request):
        destination = request.GET.get("next", "")
        allowed = url_has_allowed_host_and_scheme(
            url=destination,
            allowed_hosts={request.get_host(), *settings.TRUSTED_REDIRECT_HOSTS},
            require_https=request.is_secure(),
        )
        if not allowed:
            destination = resolve_url(settings.LOGIN_REDIRECT_URL)
        return redirect(destination)
