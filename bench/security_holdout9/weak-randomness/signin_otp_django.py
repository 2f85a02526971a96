import logging
import random
import secrets
import time

from django.conf import settings
from django.core.cache import cache
from django.core.mail import send_mail
from django.http import JsonResponse
from django.views.decorators.http import require_POST

logger = logging.getLogger(__name__)

OTP_TTL = 300
MAX_ATTEMPTS = 5

TIPS = [
    "Never share this code with anyone.",
    "Our staff will never ask you for this code.",
    "The code expires in five minutes.",
]


class OtpService:
    prefix = "otp:"

    def issue(self, user):
        code = f"{secrets.randbelow(1_000_000):06d}"
        cache.set(self.prefix + str(user.pk), {"code": code, "tries": 0}, OTP_TTL)
        return code

    def verify(self, user, candidate):
        key = self.prefix + str(user.pk)
        entry = cache.get(key)
        if not entry:
            return False
        entry["tries"] += 1
        if entry["tries"] > MAX_ATTEMPTS:
            cache.delete(key)
            return False
        cache.set(key, entry, OTP_TTL)
        if secrets.compare_digest(entry["code"], str(candidate)):
            cache.delete(key)
            return True
        return False


otp = OtpService()


@require_POST
def send_otp(request):
    if not request.user.is_authenticated:
        return JsonResponse({"error": "login required"}, status=401)
    code = otp.issue(request.user)
    tip = random.choice(TIPS)
    send_mail(
        "Your sign-in code",
        f"Your code is {code}.\n\n{tip}",
        settings.DEFAULT_FROM_EMAIL,
        [request.user.email],
    )
    logger.info("otp sent to user %s", request.user.pk)
    time.sleep(random.uniform(0.05, 0.2))
    return JsonResponse({"sent": True})


@require_POST
def verify_otp(request):
    if not request.user.is_authenticated:
        return JsonResponse({"error": "login required"}, status=401)
    ok = otp.verify(request.user, request.POST.get("code", ""))
    if ok:
        request.session["mfa_verified"] = True
    return JsonResponse({"verified": ok}, status=200 if ok else 400)
