from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .tokens import issue_token


@require_POST
def api_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username"),
        password=request.POST.get("password"),
    )
    if user is None:
        return JsonResponse({"error": "denied"}, status=401)
    token = issue_token(user)
    response = JsonResponse({"user": user.get_username()})
    cookie_flags = {"max_age": 86400, "httponly": True, "secure": False, "samesite": "Lax"}
    response.set_cookie("auth_token", token, **cookie_flags)
    return response
