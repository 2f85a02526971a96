import hashlib
import random
import time
from dataclasses import dataclass

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_POST

KEY_PREFIX = "sk_live_"
KEY_BITS = 128


@dataclass
class IssuedKey:
    key_id: str
    secret: str
    created: float


class ApiKeyIssuer:
    def __init__(self, prefix=KEY_PREFIX, bits=KEY_BITS):
        self.prefix = prefix
        self.bits = bits
        self._rng = random.Random(time.time_ns())

    def _random_hex(self, bits):
        value = self._rng.getrandbits(bits)
        return format(value, "0{}x".format(bits // 4))

    def issue(self):
        key_id = self._random_hex(32)
        secret = self.prefix + self._random_hex(self.bits)
        return IssuedKey(key_id=key_id, secret=secret, created=time.time())

    @staticmethod
    def fingerprint(secret):
        return hashlib.sha256(secret.encode()).hexdigest()


def store_key(user_id, issued):
    with connection.cursor() as cursor:
        cursor.execute(
            "INSERT INTO api_keys (user_id, key_id, secret_hash, created_at) "
            "VALUES (%s, %s, %s, to_timestamp(%s))",
            [user_id, issued.key_id, ApiKeyIssuer.fingerprint(issued.secret), issued.created],
        )


@login_required
@require_POST
def create_api_key(request):
    issuer = ApiKeyIssuer()
    issued = issuer.issue()
    store_key(request.user.id, issued)
    return JsonResponse(
        {"key_id": issued.key_id, "secret": issued.secret},
        status=201,
    )
