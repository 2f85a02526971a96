from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST


@require_POST
def log_out(request):
    logout(request)
    return_to = request.POST.get("return_to", "/")
    if not url_has_allowed_host_and_scheme(
        return_to, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return_to = "/"
    return HttpResponseRedirect(return_to)
