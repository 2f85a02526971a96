import secrets

from django.contrib.auth import authenticate, login
from django.http import HttpResponse, HttpResponseRedirect

from accounts.models import RememberToken

REMEMBER_COOKIE_OPTIONS = {
    "max_age": 60 * 60 * 24 * 60,
    "samesite": "Lax",
    "path": "/",
}


def issue_remember_token(user):
    token = secrets.token_urlsafe(40)
    RememberToken.objects.create(user=user, token=token)
    return token


def sign_in(request):
    username = request.POST.get("username")
    user = authenticate(request, username=username, password=request.POST.get("password"))
    if user is None:
        return HttpResponse("Invalid credentials", status=401)
    login(request, user)
    response = HttpResponseRedirect("/")
    if request.POST.get("remember"):
        response.set_cookie("remember_token", issue_remember_token(user), **REMEMBER_COOKIE_OPTIONS)
    return response
