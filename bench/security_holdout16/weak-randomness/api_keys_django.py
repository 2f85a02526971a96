import hashlib
import os
import random
import time

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import ApiKey

KEY_PREFIX = "ak_live_"
MAX_ATTEMPTS = 4


def _new_key():
    return KEY_PREFIX + os.urandom(24).hex()


def _with_retry(fn):
    for attempt in range(MAX_ATTEMPTS):
        try:
            return fn()
        except ConnectionError:
            time.sleep((2 ** attempt) + random.uniform(0, 0.5))
    return fn()


@require_POST
def create_key(request):
    raw = _new_key()
    digest = hashlib.sha256(raw.encode()).hexdigest()
    label = request.POST.get("label", "default")[:50]
    record = _with_retry(lambda: ApiKey.objects.create(owner=request.user, label=label, digest=digest))
    return JsonResponse({"id": record.pk, "key": raw, "label": label}, status=201)


def list_keys(request):
    keys = ApiKey.objects.filter(owner=request.user, revoked=False).values("id", "label", "created")
    return JsonResponse({"keys": list(keys)})


@require_POST
def revoke_key(request, key_id):
    key = get_object_or_404(ApiKey, pk=key_id, owner=request.user)
    key.revoked = True
    key.save(update_fields=["revoked"])
    return JsonResponse({"revoked": key.pk})
