from django.conf import settings
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme


def continue_after_signin(request):
    target = request.GET.get("continue", "")
    allowed = url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    if not allowed:
        target = settings.LOGIN_REDIRECT_URL
    return redirect(target)
