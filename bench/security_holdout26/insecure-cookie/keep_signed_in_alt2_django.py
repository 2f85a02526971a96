import secrets

from django.contrib.auth import authenticate, login
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_POST

KEEP_DAYS = 30


class KeepSignedInToken:
    def __init__(self, user_id):
        self.user_id = user_id
        self.value = secrets.token_urlsafe(32)
        self.max_age = KEEP_DAYS * 24 * 3600

    def persist(self):
        cache.set(f"keep:{self.value}", self.user_id, self.max_age)
        return self

    def write(self, response):
        response.set_cookie(
            "keep_signed_in",
            self.value,
            max_age=self.max_age,
            secure=True,
            httponly=True,
            samesite="Strict",
        )
        return response


@require_POST
def sign_in(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    response = JsonResponse({"user": user.get_username()})
    if request.POST.get("keep") == "1":
        KeepSignedInToken(user.pk).persist().write(response)
    return response
