from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def sign_out(request):
    logout(request)
    response = HttpResponseRedirect("/")
    response.delete_cookie("cart_session")
    return response
