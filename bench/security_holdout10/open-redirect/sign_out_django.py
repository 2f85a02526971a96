from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def sign_out(request):
    logout(request)
    target = request.GET.get("continue", "")
    if not target:
        target = request.META.get("HTTP_REFERER", "/")
    return HttpResponseRedirect(target)
