from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .tokens import issue_device_token


@require_POST
def register_device(request):
    if not request.user.is_authenticated:
        return JsonResponse({"error": "login required"}, status=401)
    device_name = request.POST.get("device", "browser")[:40]
    token = issue_device_token(request.user, device_name)
    response = JsonResponse({"registered": device_name})
    response.set_cookie(
        "device_token",
        token,
        max_age=60 * 60 * 24 * 90,
        secure=True,
        httponly=True,
        samesite="Strict",
    )
    return response
