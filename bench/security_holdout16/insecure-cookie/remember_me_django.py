import secrets

from django.contrib.auth import authenticate, login
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect

from .models import RememberToken

COOKIE_FLAGS = {"secure": True, "httponly": True, "samesite": "Lax"}
THIRTY_DAYS = 60 * 60 * 24 * 30


def sign_in(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return HttpResponseBadRequest("invalid login")
    login(request, user)
    response = redirect("dashboard")
    response.set_cookie("ui_density", "compact" if request.POST.get("compact") else "comfortable", **COOKIE_FLAGS)
    if request.POST.get("remember"):
        token = secrets.token_urlsafe(32)
        RememberToken.objects.create(user=user, token=token)
        response.set_cookie("remember_token", token, max_age=THIRTY_DAYS, httponly=True, samesite="Lax")
    return response
