import hmac
import secrets
from dataclasses import dataclass
from urllib.parse import urlencode

import requests
from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.core.signing import TimestampSigner
from django.shortcuts import redirect
from django.views import View

from portal.sessions import PortalSessionStore


@dataclass(frozen=True)
class OidcClient:
    issuer: str
    client_id: str
    client_secret: str
    redirect_uri: str

    def authorize_url(self, state: str, nonce: str) -> str:
        query = urlencode({
            "response_type": "code", "client_id": self.client_id, "redirect_uri": self.redirect_uri,
            "scope": "openid email profile", "state": state, "nonce": nonce,
        })
        return f"{self.issuer}/authorize?{query}"

    def exchange(self, code: str) -> dict:
        resp = requests.post(
            f"{self.issuer}/token",
            data={"grant_type": "authorization_code", "code": code, "redirect_uri": self.redirect_uri},
            auth=(self.client_id, self.client_secret),
            timeout=10,
        )
        resp.raise_for_status()
        return resp.json()


def get_client() -> OidcClient:
    cfg = settings.PORTAL_OIDC
    return OidcClient(cfg["issuer"], cfg["client_id"], cfg["client_secret"], cfg["redirect_uri"])


class SsoStartView(View):
    def get(self, request):
        state, nonce = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
        request.session["sso_state"] = state
        request.session["sso_nonce"] = nonce
        return redirect(get_client().authorize_url(state, nonce))


class SsoCallbackView(View):
    store_class = PortalSessionStore

    def get(self, request):
        expected = request.session.pop("sso_state", "")
        if not expected or not hmac.compare_digest(expected, request.GET.get("state", "")):
            raise PermissionDenied("state mismatch")
        tokens = get_client().exchange(request.GET.get("code", ""))
        identity = self.store_class.verify_id_token(tokens["id_token"], nonce=request.session.pop("sso_nonce", ""))
        session_id = self.store_class().open(identity["sub"], identity.get("email"))
        signed = TimestampSigner(salt="portal-session").sign(session_id)
        response = redirect("portal:home")
        response.set_cookie("portal_session", signed, max_age=settings.PORTAL_SESSION_AGE, secure=True, httponly=True, samesite="Lax")
        response.set_cookie("ui_locale", identity.get("locale", "en"), max_age=60 * 60 * 24 * 365)
        return response
