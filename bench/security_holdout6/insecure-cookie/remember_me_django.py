import secrets
from datetime import timedelta

from django.apps import apps
from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import JsonResponse
from django.utils import timezone
from django.views import View

REMEMBER_COOKIE = "remember_token"
REMEMBER_DAYS = getattr(settings, "REMEMBER_ME_DAYS", 30)


class RememberMeTokens:
    def __init__(self):
        self.model = apps.get_model("accounts", "RememberToken")

    def issue(self, user) -> str:
        token = secrets.token_hex(32)
        self.model.objects.create(
            user=user,
            token=token,
            expires_at=timezone.now() + timedelta(days=REMEMBER_DAYS),
        )
        return token


def attach_remember_cookie(response, token: str):
    response.set_cookie(
        REMEMBER_COOKIE,
        token,
        max_age=REMEMBER_DAYS * 24 * 3600,
        path="/",
        httponly=False,
    )
    return response


class LoginView(View):
    tokens_class = RememberMeTokens

    def post(self, request):
        user = authenticate(
            request,
            username=request.POST.get("username"),
            password=request.POST.get("password"),
        )
        if user is None:
            return JsonResponse({"error": "invalid credentials"}, status=401)
        login(request, user)
        response = JsonResponse({"status": "ok", "user": user.get_username()})
        if request.POST.get("remember") == "on":
            token = self.tokens_class().issue(user)
            attach_remember_cookie(response, token)
        return response
