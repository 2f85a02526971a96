import secrets
from datetime import timedelta

from django.contrib.auth import authenticate
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_GET, require_POST

AUTH_COOKIE = "acme_auth"
SESSION_TTL = timedelta(hours=12)
COOKIE_SETTINGS = {
    "max_age": int(SESSION_TTL.total_seconds()),
    "httponly": True,
    "samesite": "Lax",
    "path": "/",
}


class TokenSessionStore:
    prefix = "auth-token:"

    def create(self, user):
        token = secrets.token_urlsafe(32)
        cache.set(self.prefix + token, user.pk, timeout=int(SESSION_TTL.total_seconds()))
        return token

    def lookup(self, token):
        if not token:
            return None
        return cache.get(self.prefix + token)

    def drop(self, token):
        cache.delete(self.prefix + token)


store = TokenSessionStore()


@csrf_protect
@require_POST
def sign_in(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    token = store.create(user)
    response = JsonResponse({"user": user.get_username()})
    response.set_cookie(AUTH_COOKIE, token, secure=False, **COOKIE_SETTINGS)
    return response


@require_POST
def sign_out(request):
    store.drop(request.COOKIES.get(AUTH_COOKIE, ""))
    response = JsonResponse({"signed_out": True})
    response.delete_cookie(AUTH_COOKIE)
    return response


@require_GET
def whoami(request):
    user_id = store.lookup(request.COOKIES.get(AUTH_COOKIE))
    return JsonResponse({"user_id": user_id})
