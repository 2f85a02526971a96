from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def sign_out(request):
    logout(request)
    destination = request.GET.get("return_to", "/")
    return HttpResponseRedirect(destination)
