import base64
import os

from cryptography.hazmat.primitives import hashes
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import AppPassword


def digest_secret(secret: str, salt: bytes) -> str:
    h = hashes.Hash(hashes.SHA1())
    h.update(salt)
    h.update(secret.encode())
    return base64.b64encode(salt + h.finalize()).decode()


@login_required
@require_POST
def set_app_password(request):
    password = request.POST.get("password", "")
    if len(password) < 8:
        return JsonResponse({"error": "too short"}, status=400)
    AppPassword.objects.update_or_create(
        user=request.user,
        label=request.POST.get("label", "mail"),
        defaults={"digest": digest_secret(password, os.urandom(16))},
    )
    return JsonResponse({"ok": True})
