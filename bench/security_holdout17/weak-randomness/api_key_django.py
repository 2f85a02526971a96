import hashlib
import random

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_http_methods

from .models import ApiKey

KEY_PREFIX = "ak_live_"
MAX_KEYS = 5


class KeyFactory:
    bits = 160

    def __init__(self, owner_id):
        self.owner_id = owner_id

    def raw_key(self):
        return KEY_PREFIX + format(random.getrandbits(self.bits), "x")

    @staticmethod
    def fingerprint(key):
        return hashlib.sha256(key.encode()).hexdigest()


@login_required
@require_http_methods(["POST"])
def create_key(request):
    if ApiKey.objects.filter(owner=request.user).count() >= MAX_KEYS:
        return JsonResponse({"error": "key limit reached"}, status=409)
    label = request.POST.get("label", "default")[:40]
    factory = KeyFactory(request.user.pk)
    key = factory.raw_key()
    ApiKey.objects.create(owner=request.user, label=label, digest=factory.fingerprint(key))
    return JsonResponse({"label": label, "key": key}, status=201)


@login_required
def list_keys(request):
    keys = ApiKey.objects.filter(owner=request.user).values("id", "label", "created")
    return JsonResponse({"keys": list(keys)})


@login_required
@require_http_methods(["POST"])
def revoke_key(request, key_id):
    deleted, _ = ApiKey.objects.filter(owner=request.user, pk=key_id).delete()
    return JsonResponse({"revoked": bool(deleted)})
