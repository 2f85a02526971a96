from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme


def sign_in(request):
    next_url = request.POST.get("next") or request.GET.get("next") or ""
    if request.method != "POST":
        return render(request, "accounts/sign_in.html", {"next": next_url})
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "accounts/sign_in.html", {"next": next_url, "error": True}, status=401)
    login(request, user)
    allowed = url_has_allowed_host_and_scheme(
        next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    if not allowed:
        next_url = settings.LOGIN_REDIRECT_URL
    return redirect(next_url)
