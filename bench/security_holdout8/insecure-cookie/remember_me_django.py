from django.contrib.auth import authenticate, login
from django.core import signing
from django.http import JsonResponse
from django.views.decorators.http import require_POST

REMEMBER_SECONDS = 30 * 24 * 3600


@require_POST
def remember_me_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username"),
        password=request.POST.get("password"),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    response = JsonResponse({"ok": True})
    if request.POST.get("remember") == "on":
        token = signing.dumps({"uid": user.pk}, salt="remember-me")
        response.set_cookie("remember_token", token, max_age=REMEMBER_SECONDS, httponly=False, samesite="None")
    return response
