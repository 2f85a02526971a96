import hashlib
import random
from datetime import timedelta

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

from .models import ApiKey

KEY_PREFIX = "sk_live_"
KEY_TTL_DAYS = 90
_rng = random.Random()


class ApiKeyIssuer:
    def __init__(self, user):
        self.user = user

    def _raw_key(self):
        bits = _rng.getrandbits(160)
        return "%s%040x" % (KEY_PREFIX, bits)

    def issue(self, label):
        raw = self._raw_key()
        ApiKey.objects.create(
            user=self.user,
            label=label[:64],
            digest=hashlib.sha256(raw.encode()).hexdigest(),
            expires_at=timezone.now() + timedelta(days=KEY_TTL_DAYS),
        )
        return raw

    def revoke_all(self):
        return ApiKey.objects.filter(user=self.user).delete()[0]


@login_required
@require_POST
def create_api_key(request):
    label = request.POST.get("label", "default")
    issuer = ApiKeyIssuer(request.user)
    key = issuer.issue(label)
    return JsonResponse({"key": key, "expires_in_days": KEY_TTL_DAYS}, status=201)


@login_required
@require_POST
def revoke_api_keys(request):
    removed = ApiKeyIssuer(request.user).revoke_all()
    return JsonResponse({"revoked": removed})


@login_required
def list_api_keys(request):
    keys = ApiKey.objects.filter(user=request.user).values("label", "expires_at")
    return JsonResponse({"keys": [dict(k, expires_at=k["expires_at"].isoformat()) for k in keys]})
