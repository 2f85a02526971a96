from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .tokens import issue_access_token


@require_POST
def token_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    token = issue_access_token(user)
    response = JsonResponse({"username": user.get_username()})
    response.set_cookie("access_token", token, max_age=3600, secure=True, samesite="None")
    return response
