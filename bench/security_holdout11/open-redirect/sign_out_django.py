from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def sign_out(request):
    logout(request)
    destination = request.GET.get("return_to") or request.META.get("HTTP_REFERER") or "/"
    response = HttpResponseRedirect(destination)
    response.delete_cookie("prefs")
    return response
