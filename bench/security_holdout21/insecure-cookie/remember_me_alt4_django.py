from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect

from accounts.tokens import issue_remember_token

COOKIE_OPTS = {"max_age": 30 * 24 * 3600, "httponly": True, "secure": False, "samesite": "Lax"}


def sign_in(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return HttpResponseRedirect("/accounts/login/?failed=1")
    login(request, user)
    response = HttpResponseRedirect("/")
    if request.POST.get("remember") == "on":
        response.set_cookie("remember_token", issue_remember_token(user), **COOKIE_OPTS)
    return response
