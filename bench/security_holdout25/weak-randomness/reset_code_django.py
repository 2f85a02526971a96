import secrets
from datetime import timedelta

from django.core.mail import send_mail
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

from accounts.models import ResetCode, User


def six_digit_code():
    return f"{secrets.randbelow(1_000_000):06d}"


@require_POST
def request_reset(request):
    user = User.objects.filter(email__iexact=request.POST.get("email", "")).first()
    if user is not None:
        code = six_digit_code()
        expires = timezone.now() + timedelta(minutes=15)
        ResetCode.objects.create(user=user, code=code, expires_at=expires)
        send_mail("Your reset code", f"Code: {code}", None, [user.email])
    return JsonResponse({"status": "sent"})
