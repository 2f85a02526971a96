import secrets
from dataclasses import dataclass
from datetime import timedelta

from django.contrib.auth import authenticate, login
from django.db import connection
from django.http import HttpResponseRedirect, JsonResponse
from django.utils import timezone
from django.views import View

REMEMBER_COOKIE = "remember_token"
REMEMBER_DAYS = 30
LANDING_URL = "/home/"


@dataclass
class RememberToken:
    selector: str
    validator: str

    def cookie_value(self) -> str:
        return f"{self.selector}:{self.validator}"


class RememberMeService:
    def __init__(self, days: int = REMEMBER_DAYS):
        self.days = days

    def create(self, user) -> RememberToken:
        token = RememberToken(
            selector=secrets.token_hex(8),
            validator=secrets.token_urlsafe(32),
        )
        with connection.cursor() as cursor:
            cursor.execute(
                "INSERT INTO remember_tokens (user_id, selector, validator, created_at) "
                "VALUES (%s, %s, %s, %s)",
                [user.pk, token.selector, token.validator, timezone.now()],
            )
        return token

    def attach(self, response, token: RememberToken):
        expires = timezone.now() + timedelta(days=self.days)
        response.set_cookie(
            REMEMBER_COOKIE,
            token.cookie_value(),
            expires=expires,
            path="/",
            httponly=False,
        )
        return response


class LoginView(View):
    service = RememberMeService()

    def post(self, request):
        user = authenticate(
            request,
            username=request.POST.get("username", ""),
            password=request.POST.get("password", ""),
        )
        if user is None:
            return JsonResponse({"error": "invalid credentials"}, status=401)
        login(request, user)
        response = HttpResponseRedirect(LANDING_URL)
        if request.POST.get("remember") == "on":
            token = self.service.create(user)
            self.service.attach(response, token)
        return response
