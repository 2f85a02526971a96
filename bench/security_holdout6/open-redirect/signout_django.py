from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.shortcuts import resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

FALLBACK_URL = getattr(settings, "LOGOUT_REDIRECT_URL", None) or "/"
TRUSTED_HOSTS = set(getattr(settings, "SIGNOUT_REDIRECT_HOSTS", []))


@dataclass
class RedirectDecision:
    requested: str
    resolved: str
    accepted: bool


class RedirectPolicy:
    def __init__(self, extra_hosts=None):
        self.extra_hosts = set(extra_hosts or ())

    def decide(self, request, requested: str) -> RedirectDecision:
        allowed = {request.get_host()} | self.extra_hosts
        ok = bool(requested) and url_has_allowed_host_and_scheme(
            url=requested,
            allowed_hosts=allowed,
            require_https=request.is_secure(),
        )
        resolved = requested if ok else resolve_url(FALLBACK_URL)
        return RedirectDecision(requested=requested, resolved=resolved, accepted=ok)


class SignOutView(View):
    policy = RedirectPolicy(TRUSTED_HOSTS)

    def post(self, request):
        decision = self.policy.decide(request, request.POST.get("next", ""))
        logout(request)
        response = HttpResponseRedirect(decision.resolved)
        response["Cache-Control"] = "no-store"
        return response
