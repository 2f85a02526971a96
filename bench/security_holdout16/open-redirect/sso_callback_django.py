import json
import secrets
from base64 import urlsafe_b64decode, urlsafe_b64encode
from urllib.parse import urlencode

import httpx
from django.conf import settings
from django.contrib.auth import get_user_model, login
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, HttpResponseRedirect
from django.views.decorators.http import require_GET

User = get_user_model()


def _encode_state(data: dict) -> str:
    return urlsafe_b64encode(json.dumps(data).encode()).decode()


def _decode_state(raw: str) -> dict:
    return json.loads(urlsafe_b64decode(raw.encode()))


@require_GET
def sso_start(request: HttpRequest) -> HttpResponse:
    nonce = secrets.token_urlsafe(16)
    request.session["sso_nonce"] = nonce
    state = _encode_state({"nonce": nonce, "next": request.GET.get("next", "/")})
    query = urlencode({
        "client_id": settings.SSO_CLIENT_ID,
        "redirect_uri": settings.SSO_REDIRECT_URI,
        "response_type": "code",
        "scope": "openid email",
        "state": state,
    })
    return HttpResponseRedirect(f"{settings.SSO_AUTHORIZE_URL}?{query}")


@require_GET
def sso_callback(request: HttpRequest) -> HttpResponse:
    try:
        state = _decode_state(request.GET["state"])
    except (KeyError, ValueError):
        return HttpResponseBadRequest("bad state")
    if state.get("nonce") != request.session.pop("sso_nonce", None):
        return HttpResponseBadRequest("state mismatch")
    token = httpx.post(settings.SSO_TOKEN_URL, data={
        "grant_type": "authorization_code",
        "code": request.GET.get("code", ""),
        "redirect_uri": settings.SSO_REDIRECT_URI,
        "client_id": settings.SSO_CLIENT_ID,
        "client_secret": settings.SSO_CLIENT_SECRET,
    }, timeout=10).json()
    bearer = {"Authorization": f"Bearer {token['access_token']}"}
    claims = httpx.get(settings.SSO_USERINFO_URL, headers=bearer, timeout=10).json()
    user, _ = User.objects.get_or_create(email=claims["email"], defaults={"username": claims["email"]})
    login(request, user)
    return HttpResponseRedirect(state.get("next") or "/")
