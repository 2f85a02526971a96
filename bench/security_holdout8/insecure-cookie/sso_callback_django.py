import secrets
from dataclasses import dataclass

import requests
from django.conf import settings
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.views import View

SSO_COOKIE_NAME = "sso_session"
SSO_COOKIE_MAX_AGE = 60 * 60 * 12
COOKIE_FLAGS = {"secure": True, "httponly": True, "samesite": "Lax"}
TOKEN_ENDPOINT = "https://idp.example.com/oauth2/token"


@dataclass
class TokenSet:
    access_token: str
    id_token: str
    expires_in: int


class IdentityProviderClient:
    def __init__(self, endpoint=TOKEN_ENDPOINT, timeout=10):
        self.endpoint = endpoint
        self.timeout = timeout

    def exchange(self, code, redirect_uri):
        resp = requests.post(
            self.endpoint,
            data={
                "grant_type": "authorization_code",
                "code": code,
                "redirect_uri": redirect_uri,
                "client_id": settings.SSO_CLIENT_ID,
                "client_secret": settings.SSO_CLIENT_SECRET,
            },
            timeout=self.timeout,
        )
        resp.raise_for_status()
        data = resp.json()
        return TokenSet(
            data["access_token"],
            data.get("id_token", ""),
            int(data.get("expires_in", 3600)),
        )


class SsoCallbackView(View):
    client_class = IdentityProviderClient

    def get(self, request):
        expected = request.session.pop("sso_state", None)
        state = request.GET.get("state")
        if not expected or not state or not secrets.compare_digest(expected, state):
            return HttpResponseBadRequest("state mismatch")
        code = request.GET.get("code")
        if not code:
            return HttpResponseBadRequest("missing code")
        tokens = self.client_class().exchange(code, request.build_absolute_uri(request.path))
        session_id = secrets.token_urlsafe(32)
        request.session["sso_session_id"] = session_id
        request.session["sso_access_token"] = tokens.access_token
        response = HttpResponseRedirect("/")
        response.set_cookie(
            SSO_COOKIE_NAME,
            session_id,
            max_age=min(tokens.expires_in, SSO_COOKIE_MAX_AGE),
            **COOKIE_FLAGS,
        )
        return response
