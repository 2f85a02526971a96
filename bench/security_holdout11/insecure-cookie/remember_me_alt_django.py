from django.contrib.auth import authenticate, login
from django.core import signing
from django.shortcuts import redirect, render

REMEMBER_SECONDS = 60 * 60 * 24 * 30


def sign_in(request):
    if request.method != "POST":
        return render(request, "accounts/login.html")
    user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
    if user is None:
        return render(request, "accounts/login.html", {"error": True}, status=401)
    login(request, user)
    response = redirect("home")
    if request.POST.get("remember"):
        token = signing.dumps({"uid": user.pk}, salt="remember-me")
        response.set_cookie("remember_token", token, max_age=REMEMBER_SECONDS, secure=False, httponly=False)
    return response
