from django.conf import settings
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme


def signin_continue(request):
    continue_url = request.GET.get("continue", "")
    allowed = url_has_allowed_host_and_scheme(
        url=continue_url,
        allowed_hosts={request.get_host()},
        require_https=request.is_secure(),
    )
    if not allowed:
        continue_url = settings.LOGIN_REDIRECT_URL
    return HttpResponseRedirect(continue_url)
