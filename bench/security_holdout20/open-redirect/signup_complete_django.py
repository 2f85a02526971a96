from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme


def _is_local(request, url):
    return url_has_allowed_host_and_scheme(
        url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )


def _next_url(request):
    candidate = request.GET.get("next", "")
    return candidate if _is_local(request, candidate) else "/welcome/"


@login_required
def signup_complete(request):
    return redirect(_next_url(request))
