from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme


def next_url(request):
    candidate = request.POST.get("next") or request.GET.get("next", "")
    if url_has_allowed_host_and_scheme(candidate, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return candidate
    return settings.LOGIN_REDIRECT_URL


def sign_in(request):
    if request.method == "POST":
        user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
        if user is not None:
            login(request, user)
            return redirect(next_url(request))
        return render(request, "accounts/sign_in.html", {"error": True, "next": request.POST.get("next", "")}, status=401)
    return render(request, "accounts/sign_in.html", {"next": request.GET.get("next", "")})
