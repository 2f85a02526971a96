from django.contrib.auth import authenticate
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from wards.kiosk import open_kiosk_session

KIOSK_SESSION_SECONDS = 15 * 60


@require_POST
def kiosk_checkin(request):
    nurse = authenticate(request, username=request.POST.get("badge"), password=request.POST.get("pin"))
    if nurse is None:
        return JsonResponse({"error": "badge or PIN not recognised"}, status=401)
    kiosk_token = open_kiosk_session(nurse, ward=request.POST.get("ward", ""))
    response = JsonResponse({"nurse": nurse.get_full_name()})
    response.set_cookie("kiosk_token", kiosk_token, max_age=KIOSK_SESSION_SECONDS, secure=True, httponly=True, samesite="Strict")
    return response
