import random
from datetime import timedelta

from django.contrib.auth import get_user_model, login
from django.core.cache import cache
from django.core.mail import send_mail
from django.http import HttpRequest, JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

User = get_user_model()
OTP_TTL = timedelta(minutes=5)
MAX_ATTEMPTS = 5


def _cache_key(email: str) -> str:
    return f"otp:{email.lower()}"


def generate_otp(digits: int = 6) -> str:
    return str(random.randint(10 ** (digits - 1), 10**digits - 1))


@require_POST
def request_code(request: HttpRequest) -> JsonResponse:
    email = request.POST.get("email", "").strip()
    user = User.objects.filter(email__iexact=email, is_active=True).first()
    if user is not None:
        code = generate_otp()
        cache.set(_cache_key(email), {"code": code, "attempts": 0}, OTP_TTL.total_seconds())
        send_mail(
            "Your sign-in code",
            f"Your code is {code}. It expires at {timezone.now() + OTP_TTL:%H:%M} UTC.",
            None,
            [user.email],
        )
    return JsonResponse({"sent": True})


@require_POST
def verify_code(request: HttpRequest) -> JsonResponse:
    email = request.POST.get("email", "").strip()
    submitted = request.POST.get("code", "")
    entry = cache.get(_cache_key(email))
    if not entry or entry["attempts"] >= MAX_ATTEMPTS:
        return JsonResponse({"ok": False}, status=400)
    if submitted != entry["code"]:
        entry["attempts"] += 1
        cache.set(_cache_key(email), entry, OTP_TTL.total_seconds())
        return JsonResponse({"ok": False}, status=400)
    cache.delete(_cache_key(email))
    user = User.objects.get(email__iexact=email)
    login(request, user)
    return JsonResponse({"ok": True})
