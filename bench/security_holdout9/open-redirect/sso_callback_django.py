import logging

import requests
from django.conf import settings
from django.contrib.auth import get_user_model, login
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.urls import reverse

logger = logging.getLogger("sso")

TOKEN_URL = getattr(settings, "SSO_TOKEN_URL", "https://sso.example.com/oauth/token")
USERINFO_URL = getattr(settings, "SSO_USERINFO_URL", "https://sso.example.com/oauth/userinfo")
CLIENT_ID = getattr(settings, "SSO_CLIENT_ID", "")
CLIENT_SECRET = getattr(settings, "SSO_CLIENT_SECRET", "")


class SSOClient:
    def exchange(self, code, redirect_uri):
        resp = requests.post(
            TOKEN_URL,
            data={
                "grant_type": "authorization_code",
                "code": code,
                "redirect_uri": redirect_uri,
                "client_id": CLIENT_ID,
                "client_secret": CLIENT_SECRET,
            },
            timeout=10,
        )
        resp.raise_for_status()
        return resp.json()["access_token"]

    def profile(self, token):
        resp = requests.get(USERINFO_URL, headers={"Authorization": "Bearer " + token}, timeout=10)
        resp.raise_for_status()
        return resp.json()


sso = SSOClient()


def sso_callback(request):
    code = request.GET.get("code")
    state = request.GET.get("state", "")
    if not code or state != request.session.get("sso_state"):
        return HttpResponseBadRequest("invalid state")
    token = sso.exchange(code, request.build_absolute_uri(reverse("sso-callback")))
    info = sso.profile(token)
    user, _ = get_user_model().objects.get_or_create(username=info["sub"], defaults={"email": info.get("email", "")})
    login(request, user)
    return_to = request.session.pop("sso_return_to", None) or request.GET.get("return_to") or "/"
    logger.info("sso login for %s, returning to %s", user.pk, return_to)
    return HttpResponseRedirect(return_to)
