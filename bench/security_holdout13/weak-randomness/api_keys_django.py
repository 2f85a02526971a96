import hashlib
import random

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import ApiKey

KEY_SETTINGS = {"prefix": "sk_live_", "bits": 160, "max_keys": 5}


class ApiKeyIssuer:
    def __init__(self, settings):
        self.settings = settings

    def generate(self):
        raw = random.getrandbits(self.settings["bits"])
        return f"{self.settings['prefix']}{raw:040x}"

    @staticmethod
    def digest(key):
        return hashlib.sha256(key.encode()).hexdigest()


issuer = ApiKeyIssuer(KEY_SETTINGS)


@login_required
@require_GET
def list_keys(request):
    keys = ApiKey.objects.filter(owner=request.user, revoked=False).order_by("-created_at")
    data = [{"id": k.id, "label": k.label, "last4": k.last4, "created": k.created_at.isoformat()} for k in keys]
    return JsonResponse({"keys": data})


@login_required
@require_POST
def create_key(request):
    if ApiKey.objects.filter(owner=request.user, revoked=False).count() >= KEY_SETTINGS["max_keys"]:
        return JsonResponse({"error": "key limit reached"}, status=400)
    key = issuer.generate()
    ApiKey.objects.create(
        owner=request.user,
        label=request.POST.get("label", "default")[:50],
        digest=issuer.digest(key),
        last4=key[-4:],
    )
    return JsonResponse({"key": key}, status=201)


@login_required
@require_POST
def revoke_key(request, key_id):
    updated = ApiKey.objects.filter(owner=request.user, pk=key_id).update(revoked=True)
    return JsonResponse({"revoked": bool(updated)})
