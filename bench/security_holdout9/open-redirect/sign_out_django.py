from django.contrib.auth import logout
from django.http import HttpResponseRedirect

DEFAULT_AFTER_LOGOUT = "/"


def sign_out(request):
    logout(request)
    destination = request.GET.get("return_to") or request.META.get("HTTP_REFERER") or DEFAULT_AFTER_LOGOUT
    return HttpResponseRedirect(destination)
