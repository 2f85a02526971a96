import random
import secrets
import time

from django.core.cache import cache
from django.core.mail import send_mail
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

OTP_TTL = 300
LOGIN_TIPS = [
    "Enable two-factor authentication in your profile.",
    "Never share your one-time code with anyone.",
    "Use a password manager for unique passwords.",
]


def _cache_key(email):
    return f"otp:{email.lower()}"


def _new_code(digits=6):
    return str(secrets.randbelow(10**digits)).zfill(digits)


@require_POST
def send_code(request):
    email = request.POST.get("email", "").strip()
    if "@" not in email:
        return HttpResponseBadRequest("email required")
    code = _new_code()
    cache.set(_cache_key(email), {"code": code, "at": time.time()}, OTP_TTL)
    send_mail("Your login code", f"Code: {code}", "no-reply@example.com", [email])
    return JsonResponse({"sent": True, "tip": random.choice(LOGIN_TIPS)})


@require_POST
def verify_code(request):
    email = request.POST.get("email", "").strip()
    submitted = request.POST.get("code", "")
    entry = cache.get(_cache_key(email))
    if not entry or not secrets.compare_digest(entry["code"], submitted):
        return JsonResponse({"verified": False}, status=401)
    cache.delete(_cache_key(email))
    return JsonResponse({"verified": True})
