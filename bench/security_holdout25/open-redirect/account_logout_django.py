from django.conf import settings
from django.contrib.auth import logout
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST


def resolve_next(request):
    candidate = request.POST.get("next") or request.GET.get("next")
    if candidate and url_has_allowed_host_and_scheme(
        candidate,
        allowed_hosts={request.get_host(), *settings.EXTRA_REDIRECT_HOSTS},
        require_https=request.is_secure(),
    ):
        return candidate
    return settings.LOGOUT_REDIRECT_URL


@require_POST
def sign_out(request):
    destination = resolve_next(request)
    logout(request)
    return redirect(destination)
