import secrets

from django.conf import settings
from django.contrib.auth import authenticate
from django.core.cache import cache
from django.http import HttpResponseRedirect, JsonResponse
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_GET, require_POST

SESSION_COOKIE = "acct_session"
SESSION_AGE = 60 * 60 * 12


def _current_user_id(request):
    sid = request.COOKIES.get(SESSION_COOKIE)
    return cache.get(f"acct:{sid}") if sid else None


@csrf_protect
@require_POST
def account_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    sid = secrets.token_urlsafe(32)
    cache.set(f"acct:{sid}", user.pk, timeout=SESSION_AGE)
    response = HttpResponseRedirect("/account/")
    response.set_cookie(
        SESSION_COOKIE,
        sid,
        max_age=SESSION_AGE,
        secure=True,
        httponly=True,
        samesite="Strict",
        domain=getattr(settings, "ACCOUNT_COOKIE_DOMAIN", None),
    )
    return response


@require_GET
def account_status(request):
    user_id = _current_user_id(request)
    return JsonResponse({"signed_in": user_id is not None, "user_id": user_id})


@require_POST
def account_logout(request):
    sid = request.COOKIES.get(SESSION_COOKIE)
    if sid:
        cache.delete(f"acct:{sid}")
    response = JsonResponse({"ok": True})
    response.delete_cookie(SESSION_COOKIE, samesite="Strict")
    return response
