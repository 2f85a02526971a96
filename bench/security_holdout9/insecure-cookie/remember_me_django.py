import secrets
from datetime import timedelta

from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render

from .models import RememberToken

REMEMBER_FOR = timedelta(days=30)


def sign_in(request):
    if request.method != "POST":
        return render(request, "accounts/login.html")
    user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
    if user is None:
        return render(request, "accounts/login.html", {"error": True}, status=401)
    login(request, user)
    response = HttpResponseRedirect("/")
    if request.POST.get("remember"):
        token = secrets.token_urlsafe(32)
        RememberToken.objects.create(user=user, token=token)
        response.set_cookie("remember_me", token, max_age=int(REMEMBER_FOR.total_seconds()), httponly=True, secure=False)
    return response
