from urllib.parse import unquote

from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def logout_view(request):
    logout(request)
    target = unquote(request.COOKIES.get("return_to", "%2F"))
    response = HttpResponseRedirect(target)
    response.delete_cookie("return_to")
    return response
