import secrets
from datetime import timedelta

from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def _otp(digits=6):
    return str(secrets.randbelow(10 ** digits)).zfill(digits)


@require_POST
def send_login_code(request):
    phone = request.POST.get("phone", "")
    if not phone.isdigit():
        return JsonResponse({"error": "invalid phone"}, status=400)
    code = _otp()
    cache.set("login-code:" + phone, code, timeout=int(timedelta(minutes=5).total_seconds()))
    return JsonResponse({"sent": True})
