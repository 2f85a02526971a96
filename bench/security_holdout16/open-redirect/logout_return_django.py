import logging

from django.contrib.auth import logout
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme

logger = logging.getLogger(__name__)


def sign_out(request):
    target = request.GET.get("return_to") or request.POST.get("return_to") or "/"
    user = request.user.get_username() if request.user.is_authenticated else "anonymous"
    logout(request)
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=True):
        logger.warning("sign-out for %s requested off-site return %s", user, target)
    return redirect(target)
