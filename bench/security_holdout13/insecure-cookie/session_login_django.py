import secrets

from django.contrib.auth import authenticate
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def api_login(request):
    creds = {"username": request.POST.get("username", ""), "password": request.POST.get("password", "")}
    user = authenticate(request, **creds)
    if user is None:
        return JsonResponse({"ok": False}, status=401)
    sid = secrets.token_hex(32)
    cache.set("sid:" + sid, user.pk, 3600)
    response = JsonResponse({"ok": True})
    response.set_cookie("api_sid", sid, max_age=3600, httponly=True, secure=False)
    return response
