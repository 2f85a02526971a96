from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme


def login_view(request):
    if request.method != "POST":
        return render(request, "login.html")
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "login.html", {"error": True}, status=401)
    login(request, user)
    next_url = request.POST.get("next") or request.GET.get("next", "")
    allowed = url_has_allowed_host_and_scheme(
        next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    if not allowed:
        next_url = settings.LOGIN_REDIRECT_URL
    return HttpResponseRedirect(next_url)
