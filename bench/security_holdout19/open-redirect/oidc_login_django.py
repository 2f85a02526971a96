import secrets

from django.conf import settings
from django.contrib.auth import login
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

from .oidc import OIDCClient, user_from_claims


def oidc_client():
    return OIDCClient(
        issuer=settings.OIDC_ISSUER,
        client_id=settings.OIDC_CLIENT_ID,
        client_secret=settings.OIDC_CLIENT_SECRET,
    )


class OIDCStartView(View):
    def get(self, request):
        state = secrets.token_urlsafe(24)
        request.session["oidc_state"] = state
        request.session["oidc_next"] = request.GET.get("next", "/")
        callback = request.build_absolute_uri(reverse("oidc:callback"))
        return HttpResponseRedirect(oidc_client().authorization_url(redirect_uri=callback, state=state))


class OIDCCallbackView(View):
    def get(self, request):
        expected = request.session.pop("oidc_state", None)
        if not expected or request.GET.get("state") != expected:
            return HttpResponseBadRequest("state mismatch")
        callback = request.build_absolute_uri(reverse("oidc:callback"))
        claims = oidc_client().exchange_code(request.GET.get("code", ""), redirect_uri=callback)
        user = user_from_claims(claims)
        if user is None:
            return HttpResponseBadRequest("account not provisioned")
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        next_url = request.session.pop("oidc_next", "/")
        if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
            next_url = "/"
        return HttpResponseRedirect(next_url)
