import secrets

from django.contrib.auth import authenticate, login, logout
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_GET, require_POST

COOKIE_FLAGS = {"secure": True, "httponly": True, "samesite": "Strict"}
LANGUAGES = ["en", "de", "fr", "es"]


@require_GET
def get_preferences(request):
    lang = request.COOKIES.get("lang", "en")
    return JsonResponse({"lang": lang if lang in LANGUAGES else "en"})


@require_POST
def set_language(request):
    lang = request.POST.get("lang", "en")
    response = JsonResponse({"lang": lang if lang in LANGUAGES else "en"})
    response.set_cookie("lang", lang if lang in LANGUAGES else "en", max_age=365 * 24 * 3600, secure=True, samesite="Lax")
    return response


@require_POST
def sign_in(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return JsonResponse({"ok": False}, status=401)
    login(request, user)
    device = secrets.token_urlsafe(32)
    response = JsonResponse({"ok": True})
    flags = [COOKIE_FLAGS["secure"], COOKIE_FLAGS["httponly"], COOKIE_FLAGS["samesite"]]
    response.set_cookie("device_token", device, max_age=90 * 24 * 3600, secure=flags[0], httponly=flags[1], samesite=flags[2])
    return response


@require_POST
def sign_out(request):
    logout(request)
    response = JsonResponse({"ok": True})
    response.delete_cookie("device_token")
    return response


urlpatterns = [
    path("prefs/", get_preferences),
    path("prefs/lang/", set_language),
    path("signin/", sign_in),
    path("signout/", sign_out),
]
