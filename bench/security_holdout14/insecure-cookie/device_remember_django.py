import secrets

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

DEVICE_COOKIE = "known_device"
DEVICE_MAX_AGE = 60 * 60 * 24 * 30


@login_required
@require_POST
def remember_device(request):
    device_id = secrets.token_urlsafe(24)
    request.user.devices.create(identifier=device_id)
    response = JsonResponse({"remembered": True})
    response.set_signed_cookie(DEVICE_COOKIE, device_id, salt="device", max_age=DEVICE_MAX_AGE, secure=True, httponly=True, samesite="Strict")
    return response
