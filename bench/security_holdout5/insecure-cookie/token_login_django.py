from django.conf import settings
from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views import View

from accounts.tokens import issue_access_token

ACCESS_COOKIE = "access_token"


class TokenLoginView(View):
    def post(self, request):
        user = authenticate(
            request,
            username=request.POST.get("username"),
            password=request.POST.get("password"),
        )
        if user is None:
            return JsonResponse({"error": "invalid credentials"}, status=401)
        token = issue_access_token(user)
        response = JsonResponse({"user": user.get_username()})
        response.set_cookie(
            ACCESS_COOKIE,
            token,
            max_age=settings.ACCESS_TOKEN_TTL,
            secure=True,
            httponly=True,
            samesite="Strict",
        )
        return response
