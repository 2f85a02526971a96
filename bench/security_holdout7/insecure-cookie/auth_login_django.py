from django.contrib.auth import authenticate
from django.core import signing
from django.http import JsonResponse
from django.views.decorators.http import require_POST

AUTH_COOKIE = "auth"
AUTH_MAX_AGE = 14 * 24 * 3600


@require_POST
def auth_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username"),
        password=request.POST.get("password"),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    token = signing.dumps({"uid": user.pk}, salt="auth-cookie")
    response = JsonResponse({"username": user.get_username()})
    response.set_cookie(AUTH_COOKIE, token, max_age=AUTH_MAX_AGE, httponly=False)
    return response
