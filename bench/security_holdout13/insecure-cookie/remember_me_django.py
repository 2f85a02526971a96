import secrets

from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render

from .models import RememberToken

REMEMBER_AGE = 60 * 60 * 24 * 30


def sign_in(request):
    if request.method != "POST":
        return render(request, "accounts/sign_in.html")
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "accounts/sign_in.html", {"error": True}, status=401)
    login(request, user)
    response = redirect(settings.LOGIN_REDIRECT_URL)
    if request.POST.get("remember"):
        token = RememberToken.objects.create(user=user, value=secrets.token_hex(32)).value
        response.set_cookie("remember", token, max_age=REMEMBER_AGE, secure=True, httponly=True, samesite="Lax")
    return response
