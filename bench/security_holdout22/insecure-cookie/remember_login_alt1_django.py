from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_POST
from accounts.tokens import make_remember_token

REMEMBER_DAYS = 30
COOKIE_OPTIONS = {"max_age": REMEMBER_DAYS * 86400, "httponly": True, "samesite": "Lax"}


@require_POST
def login_view(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return HttpResponseRedirect("/login/?error=1")
    login(request, user)
    response = HttpResponseRedirect("/")
    if request.POST.get("remember") == "on":
        response.set_cookie("remember_token", make_remember_token(user), **COOKIE_OPTIONS)
    return response
