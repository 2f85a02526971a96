from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .tokens import issue_access_token

AUTH_COOKIE_FLAGS = {"max_age": 3600, "secure": True, "httponly": True, "samesite": "Lax", "path": "/"}


@require_POST
def api_token_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    response = JsonResponse({"username": user.get_username()})
    response.set_cookie("access_token", issue_access_token(user), **AUTH_COOKIE_FLAGS)
    return response
