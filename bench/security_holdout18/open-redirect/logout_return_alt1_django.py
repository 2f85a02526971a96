from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_http_methods

DEFAULT_AFTER_LOGOUT = "/"


@require_http_methods(["GET", "POST"])
def sign_out(request):
    params = request.POST if request.method == "POST" else request.GET
    return_to = params.get("return_to") or DEFAULT_AFTER_LOGOUT
    logout(request)
    return HttpResponseRedirect(return_to)
