import hashlib
import hmac
import json

from django.contrib.auth import get_user_model
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from accounts.models import LegacyCredential

User = get_user_model()
HASH_ALGORITHM = "sha1"


def legacy_digest(password: str, salt: str) -> str:
    h = hashlib.new(HASH_ALGORITHM)
    h.update(f"{salt}${password}".encode())
    return h.hexdigest()


def _json(request: HttpRequest) -> dict:
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


@csrf_exempt
@require_POST
def api_login(request: HttpRequest) -> JsonResponse:
    data = _json(request)
    cred = LegacyCredential.objects.filter(username=data.get("username", "")).first()
    if cred is None:
        return JsonResponse({"ok": False}, status=401)
    candidate = legacy_digest(data.get("password", ""), cred.salt)
    if not hmac.compare_digest(candidate, cred.digest):
        return JsonResponse({"ok": False}, status=401)
    return JsonResponse({"ok": True, "user": cred.username})


@csrf_exempt
@require_POST
def api_change_password(request: HttpRequest) -> JsonResponse:
    data = _json(request)
    cred = LegacyCredential.objects.filter(username=data.get("username", "")).first()
    if cred is None or not hmac.compare_digest(legacy_digest(data.get("old", ""), cred.salt), cred.digest):
        return JsonResponse({"ok": False}, status=403)
    new_password = data.get("new", "")
    if len(new_password) < 10:
        return JsonResponse({"ok": False, "error": "too short"}, status=400)
    cred.digest = legacy_digest(new_password, cred.salt)
    cred.save(update_fields=["digest"])
    return JsonResponse({"ok": True})


def api_user_count(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"count": User.objects.count()})
