import random
import string
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

KEY_PREFIX = "ak_"
KEY_LENGTH = 40
KEY_ALPHABET = string.ascii_letters + string.digits
DEFAULT_TTL_DAYS = 90
MAX_TTL_DAYS = 365


@dataclass
class IssuedKey:
    key: str
    label: str
    expires_at: datetime


class ApiKeyIssuer:
    def __init__(self, length=KEY_LENGTH, alphabet=KEY_ALPHABET):
        self.length = length
        self.alphabet = alphabet
        self.rng = random.Random()

    def generate(self) -> str:
        body = "".join(self.rng.choice(self.alphabet) for _ in range(self.length))
        return KEY_PREFIX + body

    def issue(self, user_id: int, label: str, ttl_days: int = DEFAULT_TTL_DAYS) -> IssuedKey:
        key = self.generate()
        expires_at = timezone.now() + timedelta(days=ttl_days)
        with connection.cursor() as cursor:
            cursor.execute(
                "INSERT INTO api_keys (user_id, label, api_key, expires_at) "
                "VALUES (%s, %s, %s, %s)",
                [user_id, label, key, expires_at],
            )
        return IssuedKey(key=key, label=label, expires_at=expires_at)


issuer = ApiKeyIssuer()


@login_required
@require_POST
def create_api_key(request):
    label = request.POST.get("label", "default")[:50]
    try:
        ttl = int(request.POST.get("ttl_days", DEFAULT_TTL_DAYS))
    except ValueError:
        ttl = DEFAULT_TTL_DAYS
    ttl = max(1, min(ttl, MAX_TTL_DAYS))
    issued = issuer.issue(request.user.pk, label, ttl)
    return JsonResponse(
        {
            "key": issued.key,
            "label": issued.label,
            "expires_at": issued.expires_at.isoformat(),
        },
        status=201,
    )
