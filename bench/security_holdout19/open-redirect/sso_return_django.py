import secrets

from django.conf import settings
from django.contrib.auth import login
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.urls import reverse
from django.views import View

from .oidc import OIDCClient, user_from_claims


def oidc_client():
    return OIDCClient(
        issuer=settings.OIDC_ISSUER,
        client_id=settings.OIDC_CLIENT_ID,
        client_secret=settings.OIDC_CLIENT_SECRET,
    )


class SSOStartView(View):
    def get(self, request):
        state = secrets.token_urlsafe(24)
        request.session["sso_state"] = state
        request.session["sso_return_to"] = request.GET.get("return_to", "/")
        callback = request.build_absolute_uri(reverse("sso:callback"))
        return HttpResponseRedirect(oidc_client().authorization_url(redirect_uri=callback, state=state))


class SSOCallbackView(View):
    def get(self, request):
        expected = request.session.pop("sso_state", None)
        if not expected or request.GET.get("state") != expected:
            return HttpResponseBadRequest("state mismatch")
        callback = request.build_absolute_uri(reverse("sso:callback"))
        claims = oidc_client().exchange_code(request.GET.get("code", ""), redirect_uri=callback)
        user = user_from_claims(claims)
        if user is None:
            return HttpResponseBadRequest("account not provisioned")
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return_to = request.session.pop("sso_return_to", "/")
        return HttpResponseRedirect(return_to)


class SSOLogoutView(View):
    def post(self, request):
        from django.contrib.auth import logout

        logout(request)
        return HttpResponseRedirect(oidc_client().end_session_url(post_logout_redirect_uri=settings.SITE_URL))
