from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme

DEFAULT_LANDING = "/home/"


@login_required
def continue_after_login(request):
    candidate = request.GET.get("next", "")
    allowed = url_has_allowed_host_and_scheme(
        candidate,
        allowed_hosts={request.get_host()},
        require_https=request.is_secure(),
    )
    target = candidate if allowed else DEFAULT_LANDING
    return redirect(target)
