import hashlib
import random
import secrets

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import ApiKey

KEY_PREFIX = "sk_live_"
DASHBOARD_TIPS = [
    "Rotate keys every 90 days.",
    "Scope keys to the smallest set of permissions.",
    "Never commit keys to source control.",
]


def generate_key():
    return KEY_PREFIX + secrets.token_hex(24)


@require_GET
@login_required
def dashboard(request):
    keys = ApiKey.objects.filter(owner=request.user, revoked=False)
    tip = random.choice(DASHBOARD_TIPS)
    return JsonResponse(
        {"tip": tip, "keys": [{"id": k.pk, "label": k.label, "last4": k.last4} for k in keys]}
    )


@require_POST
@login_required
def create_key(request):
    label = request.POST.get("label", "default")[:64]
    raw_key = generate_key()
    ApiKey.objects.create(
        owner=request.user,
        label=label,
        digest=hashlib.sha256(raw_key.encode()).hexdigest(),
        last4=raw_key[-4:],
    )
    return JsonResponse({"key": raw_key, "label": label}, status=201)


@require_POST
@login_required
def revoke_key(request, key_id):
    key = get_object_or_404(ApiKey, pk=key_id, owner=request.user)
    key.revoked = True
    key.save(update_fields=["revoked"])
    return JsonResponse({"revoked": key.pk})
