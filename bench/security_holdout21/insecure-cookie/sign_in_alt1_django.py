import logging

from django.conf import settings
from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET, require_POST

from .tokens import AuthTokenService

logger = logging.getLogger(__name__)
tokens = AuthTokenService(ttl_seconds=settings.AUTH_TOKEN_TTL)

AUTH_COOKIE = "auth_session"


@require_GET
@ensure_csrf_cookie
def sign_in_form(request):
    return JsonResponse({"csrf": "set"})


@require_POST
def sign_in(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    user = authenticate(request, username=username, password=password)
    if user is None or not user.is_active:
        logger.info("sign-in failed for %s", username)
        return JsonResponse({"error": "invalid credentials"}, status=401)

    token = tokens.issue(user)
    response = JsonResponse({"user": user.get_username()})
    response.set_cookie(AUTH_COOKIE, token, max_age=settings.AUTH_TOKEN_TTL, secure=True, httponly=True, samesite="Strict")
    logger.info("user %s signed in", user.pk)
    return response


@require_POST
def sign_out(request):
    token = request.COOKIES.get(AUTH_COOKIE)
    if token:
        tokens.revoke(token)
    response = JsonResponse({"signed_out": True})
    response.delete_cookie(AUTH_COOKIE, samesite="Strict")
    return response


@require_GET
def whoami(request):
    token = request.COOKIES.get(AUTH_COOKIE)
    user = tokens.resolve(token) if token else None
    if user is None:
        return JsonResponse({"error": "not signed in"}, status=401)
    return JsonResponse({"user": user.get_username()})
