from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .tokens import create_access_token

COOKIE_SETTINGS = {
    "max_age": 3600,
    "httponly": False,
    "samesite": "Lax",
}


@require_POST
def api_login(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    token = create_access_token(user.pk)
    response = JsonResponse({"user": user.get_username()})
    response.set_cookie("access_token", token, **COOKIE_SETTINGS)
    return response
