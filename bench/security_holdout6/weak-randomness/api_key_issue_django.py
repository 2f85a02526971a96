import random
import string
import time
from dataclasses import dataclass

from django.apps import apps
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

KEY_PREFIX = "sk_live_"
KEY_LENGTH = 32
ALPHABET = string.ascii_letters + string.digits


@dataclass(frozen=True)
class IssuedKey:
    key_id: int
    secret: str
    label: str

    def masked(self) -> str:
        return self.secret[: len(KEY_PREFIX) + 4] + "..." + self.secret[-4:]


class ApiKeyGenerator:
    def __init__(self, length: int = KEY_LENGTH):
        self.length = length
        self.rng = random.Random(time.time_ns())

    def new_secret(self) -> str:
        body = "".join(self.rng.choice(ALPHABET) for _ in range(self.length))
        return KEY_PREFIX + body


class ApiKeyService:
    def __init__(self, generator=None):
        self.generator = generator or ApiKeyGenerator()
        self.model = apps.get_model("developer", "ApiKey")

    def issue(self, user, label: str) -> IssuedKey:
        secret = self.generator.new_secret()
        record = self.model.objects.create(owner=user, label=label, secret=secret)
        return IssuedKey(key_id=record.pk, secret=secret, label=label)


@login_required
@require_POST
def issue_api_key(request):
    label = request.POST.get("label", "default")[:64]
    issued = ApiKeyService().issue(request.user, label)
    return JsonResponse(
        {
            "id": issued.key_id,
            "label": issued.label,
            "secret": issued.secret,
            "display": issued.masked(),
        },
        status=201,
    )
