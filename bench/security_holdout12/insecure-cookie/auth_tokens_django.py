from django.conf import settings
from django.contrib.auth import authenticate
from django.core import signing
from django.http import JsonResponse
from django.views import View
from django.views.decorators.csrf import csrf_exempt
from django.utils.decorators import method_decorator

AUTH_COOKIE = "auth_token"
TOKEN_MAX_AGE = 60 * 60 * 8


class TokenIssuer:
    salt = "api.auth"

    def issue(self, user):
        return signing.dumps({"uid": user.pk}, salt=self.salt)

    def read(self, token):
        try:
            return signing.loads(token, salt=self.salt, max_age=TOKEN_MAX_AGE)
        except signing.BadSignature:
            return None


class CookieWriter:
    def __init__(self, domain=None):
        self.domain = domain or getattr(settings, "AUTH_COOKIE_DOMAIN", None)

    def write(self, response, token):
        response.set_cookie(
            AUTH_COOKIE,
            token,
            max_age=TOKEN_MAX_AGE,
            domain=self.domain,
            httponly=True,
            samesite="Lax",
        )
        return response


@method_decorator(csrf_exempt, name="dispatch")
class TokenLoginView(View):
    def post(self, request):
        user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
        if user is None:
            return JsonResponse({"error": "invalid credentials"}, status=401)
        response = JsonResponse({"user": user.get_username()})
        return CookieWriter().write(response, TokenIssuer().issue(user))


class WhoAmIView(View):
    def get(self, request):
        data = TokenIssuer().read(request.COOKIES.get(AUTH_COOKIE, ""))
        if not data:
            return JsonResponse({"user": None}, status=401)
        return JsonResponse({"uid": data["uid"]})


class LogoutView(View):
    def post(self, request):
        response = JsonResponse({"ok": True})
        response.delete_cookie(AUTH_COOKIE)
        return response
