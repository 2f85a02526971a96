from django.contrib.auth import authenticate, login
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST

from accounts.tokens import issue_remember_token


class RememberCookie:
    name = "remember_token"
    max_age = 60 * 60 * 24 * 30

    @classmethod
    def apply(cls, response, token):
        response.set_cookie(cls.name, token, max_age=cls.max_age, secure=True, samesite="Lax")
        return response


@require_POST
def sign_in(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    response = JsonResponse({"ok": True})
    if request.POST.get("remember") == "on":
        response = RememberCookie.apply(response, issue_remember_token(user))
    return response


urlpatterns = [path("sign-in/", sign_in)]
