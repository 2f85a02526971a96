import json
import logging
import secrets
from datetime import timedelta

from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger("web.auth")

REMEMBER_COOKIE = "remember_token"
REMEMBER_DAYS = 30
THEME_COOKIE = "theme"


class RememberTokenService:
    def __init__(self):
        self._tokens = {}

    def issue(self, user):
        token = secrets.token_urlsafe(40)
        self._tokens[token] = user.pk
        return token

    def user_id_for(self, token):
        return self._tokens.get(token)


remember_tokens = RememberTokenService()


@require_POST
def sign_in(request):
    data = json.loads(request.body or b"{}")
    user = authenticate(request, username=data.get("username"), password=data.get("password"))
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    response = JsonResponse({"ok": True})
    if data.get("remember"):
        token = remember_tokens.issue(user)
        response.set_cookie(
            REMEMBER_COOKIE,
            token,
            max_age=int(timedelta(days=REMEMBER_DAYS).total_seconds()),
            domain=getattr(settings, "SESSION_COOKIE_DOMAIN", None),
            samesite="Lax",
        )
        logger.info("remember-me enabled for user %s", user.pk)
    return response


@require_POST
def set_theme(request):
    theme = "dark" if request.POST.get("theme") == "dark" else "light"
    response = HttpResponse(status=204)
    response.set_cookie(THEME_COOKIE, theme, max_age=31536000, samesite="Lax")
    return response


@require_GET
def whoami(request):
    if request.user.is_authenticated:
        return JsonResponse({"user": request.user.get_username()})
    token = request.COOKIES.get(REMEMBER_COOKIE)
    return JsonResponse({"remembered": remember_tokens.user_id_for(token) is not None})
