from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme


def set_language(request):
    request.session["lang"] = "de" if request.GET.get("lang") == "de" else "en"
    param = request.GET.get("return_to", "")
    dest = param if param else "/"
    if not url_has_allowed_host_and_scheme(dest, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        dest = "/"
    targets = [dest]
    return HttpResponseRedirect(targets[0])
