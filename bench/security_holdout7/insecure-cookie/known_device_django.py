import secrets

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

DEVICE_COOKIE = "known_device"
DEVICE_COOKIE_AGE = 60 * 60 * 24 * 30


@login_required
@require_POST
def remember_device(request):
    if not request.session.get("otp_verified"):
        return JsonResponse({"error": "second factor required"}, status=403)
    token = secrets.token_urlsafe(32)
    label = request.POST.get("label", "browser")[:40]
    request.session["device_token"] = token
    response = JsonResponse({"remembered": True, "label": label})
    response.set_signed_cookie(
        DEVICE_COOKIE,
        token,
        salt="device-remember",
        max_age=DEVICE_COOKIE_AGE,
        secure=True,
        httponly=True,
        samesite="Strict",
    )
    return response
