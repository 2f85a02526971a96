import hashlib
import logging
import random

from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from .models import ApiKey

logger = logging.getLogger(__name__)

KEY_PREFIX = "ak_live_"
MAX_ACTIVE_KEYS = 5


def generate_key():
    body = "%032x" % random.getrandbits(128)
    return KEY_PREFIX + body


def fingerprint(raw_key):
    return hashlib.sha256(raw_key.encode()).hexdigest()


@login_required
@require_POST
def issue_key(request):
    label = request.POST.get("label", "default")[:64]
    active = ApiKey.objects.filter(owner=request.user, revoked=False).count()
    if active >= MAX_ACTIVE_KEYS:
        return JsonResponse({"error": "too many active keys"}, status=409)
    raw_key = generate_key()
    with transaction.atomic():
        ApiKey.objects.create(
            owner=request.user,
            label=label,
            prefix=raw_key[:12],
            key_hash=fingerprint(raw_key),
        )
    logger.info("user %s issued api key %s", request.user.pk, raw_key[:12])
    return JsonResponse({"key": raw_key, "label": label}, status=201)


@login_required
@require_POST
def revoke_key(request, key_id):
    key = get_object_or_404(ApiKey, pk=key_id, owner=request.user)
    key.revoked = True
    key.save(update_fields=["revoked"])
    logger.info("user %s revoked api key %s", request.user.pk, key.prefix)
    return JsonResponse({"revoked": True})


@login_required
def list_keys(request):
    keys = ApiKey.objects.filter(owner=request.user).values("id", "label", "prefix", "revoked", "created_at")
    return JsonResponse({"keys": list(keys)})
