from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_http_methods

DEFAULT_AFTER_LOGOUT = "/"


@require_http_methods(["GET", "POST"])
def sign_out(request):
    logout(request)
    target = request.GET.get("return_to") or request.POST.get("return_to") or DEFAULT_AFTER_LOGOUT
    # only send people back to our own properties
    if "example.com" not in target and not target.startswith("/"):
        target = DEFAULT_AFTER_LOGOUT
    return HttpResponseRedirect(target)
