import secrets

from django.contrib.auth import authenticate, login
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_POST

REMEMBER_DAYS = 30


class RememberToken:
    def __init__(self, user_id):
        self.user_id = user_id
        self.value = secrets.token_urlsafe(32)
        self.max_age = REMEMBER_DAYS * 24 * 3600

    def persist(self):
        cache.set(f"remember:{self.value}", self.user_id, self.max_age)
        return self

    def write(self, response):
        response.set_cookie("remember_me", self.value, max_age=self.max_age, httponly=False)
        return response


@require_POST
def login_view(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    response = JsonResponse({"user": user.get_username()})
    if request.POST.get("remember") == "1":
        RememberToken(user.pk).persist().write(response)
    return response
