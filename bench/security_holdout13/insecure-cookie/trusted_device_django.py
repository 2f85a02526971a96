import secrets
from datetime import timedelta

from django.contrib.auth import authenticate, login, logout
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_POST

from .models import TrustedDevice

DEVICE_COOKIE = "trusted_device"
DEVICE_COOKIE_OPTIONS = {
    "max_age": int(timedelta(days=90).total_seconds()),
    "httponly": True,
    "secure": False,
    "samesite": "Lax",
}


def login_page(request):
    return render(request, "accounts/login.html")


@require_POST
def login_submit(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "accounts/login.html", {"error": "Invalid credentials"}, status=401)
    login(request, user)
    response = HttpResponseRedirect("/")
    if request.POST.get("trust_device") == "on":
        remember_device(response, user)
    return response


@require_POST
def logout_view(request):
    TrustedDevice.objects.filter(token=request.COOKIES.get(DEVICE_COOKIE, "")).delete()
    logout(request)
    response = HttpResponseRedirect("/login/")
    response.delete_cookie(DEVICE_COOKIE)
    return response


def device_status(request):
    token = request.COOKIES.get(DEVICE_COOKIE)
    trusted = bool(token) and TrustedDevice.objects.filter(token=token, expires_at__gt=timezone.now()).exists()
    return JsonResponse({"trusted": trusted})


def remember_device(response, user):
    token = secrets.token_hex(32)
    TrustedDevice.objects.create(user=user, token=token, expires_at=timezone.now() + timedelta(days=90))
    response.set_cookie(DEVICE_COOKIE, token, **DEVICE_COOKIE_OPTIONS)
