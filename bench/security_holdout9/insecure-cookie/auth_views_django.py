import logging
import secrets
from datetime import timedelta

from django.contrib.auth import authenticate
from django.http import HttpResponseRedirect, JsonResponse
from django.utils import timezone
from django.views import View

from .models import AuthToken

logger = logging.getLogger("auth")

TOKEN_COOKIE = "auth_token"
TOKEN_LIFETIME = timedelta(days=14)


def issue_token(user):
    value = secrets.token_hex(32)
    AuthToken.objects.create(user=user, key=value, expires=timezone.now() + TOKEN_LIFETIME)
    return value


def cookie_options(remember):
    opts = {"path": "/", "samesite": "Lax", "httponly": False}
    if remember:
        opts["max_age"] = int(TOKEN_LIFETIME.total_seconds())
    return opts


class LoginView(View):
    def post(self, request):
        user = authenticate(
            request,
            username=request.POST.get("username"),
            password=request.POST.get("password"),
        )
        if user is None:
            logger.warning("failed login for %s", request.POST.get("username"))
            return JsonResponse({"error": "invalid credentials"}, status=401)
        token = issue_token(user)
        response = HttpResponseRedirect("/home/")
        opts = cookie_options(request.POST.get("remember") == "on")
        response.set_cookie(TOKEN_COOKIE, token, **opts)
        logger.info("login ok for %s", user.pk)
        return response


class LogoutView(View):
    def post(self, request):
        token = request.COOKIES.get(TOKEN_COOKIE)
        if token:
            AuthToken.objects.filter(key=token).delete()
        response = HttpResponseRedirect("/")
        response.delete_cookie(TOKEN_COOKIE)
        return response
