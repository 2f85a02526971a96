from datetime import timedelta

from django.contrib.auth import authenticate, login
from django.core import signing
from django.http import JsonResponse
from django.views import View

REMEMBER_COOKIE_NAME = "remember_token"
REMEMBER_MAX_AGE = int(timedelta(days=30).total_seconds())
REMEMBER_SALT = "accounts.remember-me"


class RememberMeTokens:
    def issue(self, user):
        return signing.dumps({"uid": user.pk}, salt=REMEMBER_SALT)

    def read(self, token):
        return signing.loads(token, salt=REMEMBER_SALT, max_age=REMEMBER_MAX_AGE)


class CookieWriter:
    def __init__(self, name=REMEMBER_COOKIE_NAME, max_age=REMEMBER_MAX_AGE):
        self.name = name
        self.max_age = max_age

    def attach(self, response, value):
        response.set_cookie(
            self.name,
            value,
            max_age=self.max_age,
            path="/",
        )
        return response


class LoginView(View):
    tokens = RememberMeTokens()
    cookies = CookieWriter()

    def post(self, request):
        user = authenticate(
            request,
            username=request.POST.get("username", ""),
            password=request.POST.get("password", ""),
        )
        if user is None:
            return JsonResponse({"error": "invalid credentials"}, status=401)
        login(request, user)
        response = JsonResponse({"status": "ok", "user": user.get_username()})
        if request.POST.get("remember") == "1":
            self.cookies.attach(response, self.tokens.issue(user))
        return response
