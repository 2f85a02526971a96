import secrets

from django.contrib.auth import authenticate, login
from django.http import JsonResponse
from django.views import View

from .models import RememberToken


class RememberCookie:
    name = "remember"
    max_age = 14 * 24 * 3600

    def set(self, response, user):
        token = secrets.token_urlsafe(32)
        RememberToken.objects.create(user=user, token=token)
        response.set_cookie(self.name, token, max_age=self.max_age, secure=True, httponly=True, samesite="Strict")


class LoginView(View):
    def post(self, request):
        user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
        if user is None:
            return JsonResponse({"error": "invalid"}, status=401)
        login(request, user)
        response = JsonResponse({"user": user.get_username()})
        if request.POST.get("remember"):
            RememberCookie().set(response, user)
        return response
