import hashlib
import secrets
from datetime import timedelta

from django.contrib.auth import authenticate, login, logout
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_http_methods, require_POST

from .models import RememberToken

REMEMBER_FOR = timedelta(days=30)
COOKIE_NAME = "remember_token"


def issue_remember_token(user) -> str:
    raw = secrets.token_urlsafe(32)
    RememberToken.objects.create(
        user=user,
        token_hash=hashlib.sha256(raw.encode()).hexdigest(),
        expires_at=timezone.now() + REMEMBER_FOR,
    )
    return raw


@require_http_methods(["GET", "POST"])
def sign_in(request):
    if request.method == "GET":
        return render(request, "accounts/sign_in.html")
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "accounts/sign_in.html", {"error": "Invalid username or password"}, status=401)
    login(request, user)
    response = HttpResponseRedirect("/dashboard/")
    if request.POST.get("remember") == "on":
        token = issue_remember_token(user)
        response.set_cookie(COOKIE_NAME, token, max_age=int(REMEMBER_FOR.total_seconds()), samesite="Lax")
    return response


@require_POST
def sign_out(request):
    if request.user.is_authenticated:
        RememberToken.objects.filter(user=request.user).delete()
    logout(request)
    response = HttpResponseRedirect("/")
    response.delete_cookie(COOKIE_NAME)
    return response


def whoami(request):
    if not request.user.is_authenticated:
        return JsonResponse({"user": None})
    return JsonResponse({"user": request.user.get_username()})
