import hashlib
import random
import string
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.apps import apps
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

KEY_PREFIX = "ak_"
KEY_LENGTH = 40
KEY_ALPHABET = string.ascii_letters + string.digits
DEFAULT_LIFETIME_DAYS = 90


@dataclass
class IssuedKey:
    plaintext: str
    fingerprint: str
    expires_at: datetime


class ApiKeyIssuer:
    def __init__(self, length=KEY_LENGTH, alphabet=KEY_ALPHABET):
        self.length = length
        self.alphabet = alphabet

    def _random_part(self):
        return "".join(random.choice(self.alphabet) for _ in range(self.length))

    def issue(self, lifetime_days=DEFAULT_LIFETIME_DAYS):
        plaintext = KEY_PREFIX + self._random_part()
        fingerprint = hashlib.sha256(plaintext.encode()).hexdigest()
        expires_at = timezone.now() + timedelta(days=lifetime_days)
        return IssuedKey(plaintext, fingerprint, expires_at)


issuer = ApiKeyIssuer()


@login_required
@require_POST
def create_api_key(request):
    ApiKey = apps.get_model("developers", "ApiKey")
    try:
        days = int(request.POST.get("days", DEFAULT_LIFETIME_DAYS))
    except ValueError:
        days = DEFAULT_LIFETIME_DAYS
    days = max(1, min(days, 365))
    issued = issuer.issue(days)
    ApiKey.objects.create(
        owner=request.user,
        label=request.POST.get("label", "default")[:64],
        fingerprint=issued.fingerprint,
        expires_at=issued.expires_at,
    )
    return JsonResponse(
        {"key": issued.plaintext, "expires_at": issued.expires_at.isoformat()},
        status=201,
    )
