import secrets

from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect, JsonResponse
from django.views.decorators.http import require_POST

REMEMBER_DAYS = 30


@require_POST
def login_view(request):
    user = authenticate(
        request,
        username=request.POST.get("username"),
        password=request.POST.get("password"),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    response = HttpResponseRedirect("/dashboard/")
    if request.POST.get("remember") == "on":
        token = secrets.token_hex(32)
        request.session["remember_token"] = token
        response.set_cookie("remember_token", token, max_age=REMEMBER_DAYS * 86400, secure=False, httponly=False)
    return response
