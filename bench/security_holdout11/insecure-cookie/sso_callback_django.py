import logging
import secrets
from urllib.parse import urlencode

import requests
from django.conf import settings
from django.core.cache import cache
from django.http import HttpResponseBadRequest, HttpResponseRedirect, JsonResponse

logger = logging.getLogger("sso")

AUTHORIZE_URL = "https://id.example.com/oauth2/authorize"
TOKEN_URL = "https://id.example.com/oauth2/token"
SESSION_COOKIE = "app_session"


def start_login(request):
    state = secrets.token_urlsafe(24)
    cache.set("sso-state:" + state, True, timeout=600)
    params = {
        "client_id": settings.SSO_CLIENT_ID,
        "redirect_uri": settings.SSO_REDIRECT_URI,
        "response_type": "code",
        "scope": "openid email",
        "state": state,
    }
    return HttpResponseRedirect(AUTHORIZE_URL + "?" + urlencode(params))


def exchange_code(code):
    resp = requests.post(
        TOKEN_URL,
        data={
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": settings.SSO_REDIRECT_URI,
            "client_id": settings.SSO_CLIENT_ID,
            "client_secret": settings.SSO_CLIENT_SECRET,
        },
        timeout=10,
    )
    resp.raise_for_status()
    return resp.json()


def callback(request):
    state = request.GET.get("state", "")
    if not cache.get("sso-state:" + state):
        return HttpResponseBadRequest("invalid state")
    cache.delete("sso-state:" + state)
    tokens = exchange_code(request.GET.get("code", ""))
    session_id = secrets.token_urlsafe(32)
    cache.set("session:" + session_id, tokens.get("id_token"), timeout=8 * 3600)
    response = HttpResponseRedirect("/dashboard")
    response.set_cookie(
        SESSION_COOKIE,
        session_id,
        max_age=8 * 3600,
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    logger.info("sso login completed")
    return response


def session_info(request):
    sid = request.COOKIES.get(SESSION_COOKIE)
    return JsonResponse({"active": bool(sid and cache.get("session:" + sid))})
