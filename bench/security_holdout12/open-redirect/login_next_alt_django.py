from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme


def landing_page(request):
    candidate = request.POST.get("next") or request.GET.get("next") or ""
    allowed = url_has_allowed_host_and_scheme(
        candidate, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    return candidate if allowed else settings.LOGIN_REDIRECT_URL


def sign_in(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return HttpResponseRedirect("/login/?error=1")
    login(request, user)
    return HttpResponseRedirect(landing_page(request))
