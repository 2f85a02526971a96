from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme


def sign_out(request):
    logout(request)
    destination = request.GET.get("return_to", "/")
    if not url_has_allowed_host_and_scheme(destination, allowed_hosts={request.get_host()}, require_https=True):
        destination = "/"
    return HttpResponseRedirect(destination)
