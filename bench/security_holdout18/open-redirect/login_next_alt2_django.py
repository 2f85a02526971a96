from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme


def sign_in(request):
    if request.method != "POST":
        return render(request, "login.html", {"next": request.GET.get("next", "")})
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "login.html", {"error": "Invalid login", "next": request.POST.get("next", "")})
    login(request, user)
    next_url = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(
        next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        next_url = settings.LOGIN_REDIRECT_URL
    return redirect(next_url)
