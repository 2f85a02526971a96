import random
import string
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

from staffportal.models import ResetToken

ALPHABET = string.ascii_letters + string.digits


def _new_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@require_POST
def request_reset(request):
    email = request.POST.get("email", "")
    account = get_user_model().objects.filter(email__iexact=email, is_active=True).first()
    if account:
        token = _new_token()
        ResetToken.objects.create(account=account, token=token, expires_at=timezone.now() + timedelta(hours=2))
        send_mail(
            "Reset your staff portal password",
            f"https://staff.example.org/reset/{token}/",
            None,
            [account.email],
        )
    return JsonResponse({"status": "If the address exists, a link has been sent."})
