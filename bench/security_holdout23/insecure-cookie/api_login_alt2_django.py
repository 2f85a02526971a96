from django.conf import settings
from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .tokens import issue_token

TOKEN_LIFETIME = 8 * 60 * 60


@require_POST
def api_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    token = issue_token(user, lifetime=TOKEN_LIFETIME)
    response = JsonResponse({"user": user.get_username()})
    response.set_cookie("auth_token", token, max_age=TOKEN_LIFETIME, httponly=True, samesite="Lax", secure=settings.DEBUG)
    return response
