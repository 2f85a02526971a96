from django.conf import settings
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme


def checkout_return(request):
    requested = request.GET.get("return_url", "")
    allowed = url_has_allowed_host_and_scheme(
        requested,
        allowed_hosts={request.get_host(), *settings.CHECKOUT_RETURN_HOSTS},
        require_https=request.is_secure(),
    )
    destination = requested if allowed else "/orders/"
    return redirect(destination)
