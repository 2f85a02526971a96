from django.contrib.auth import authenticate, login
from django.core import signing
from django.http import JsonResponse
from django.views.decorators.http import require_POST

REMEMBER_SECONDS = 30 * 24 * 3600


@require_POST
def sign_in(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return JsonResponse({"error": "invalid"}, status=401)
    login(request, user)
    response = JsonResponse({"user": user.get_username()})
    if request.POST.get("remember") == "on":
        token = signing.dumps({"uid": user.pk}, salt="remember-me")
        cookie_opts = {"max_age": REMEMBER_SECONDS, "secure": False, "httponly": False, "samesite": "Lax"}
        response.set_cookie("remember_token", token, **cookie_opts)
    return response
