import hashlib
import hmac
import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import Account

HASH_SETTINGS = {"algorithm": "md5", "encoding": "utf-8"}


def _digest(password):
    h = hashlib.new(HASH_SETTINGS["algorithm"])
    h.update(password.encode(HASH_SETTINGS["encoding"]))
    return h.hexdigest()


def _body(request):
    try:
        return json.loads(request.body or b"{}")
    except ValueError:
        return {}


@csrf_exempt
@require_POST
def create_account(request):
    data = _body(request)
    email = str(data.get("email", "")).lower()
    password = str(data.get("password", ""))
    if len(password) < 8:
        return JsonResponse({"error": "password too short"}, status=400)
    account = Account.objects.create(email=email, password_hash=_digest(password))
    return JsonResponse({"id": account.pk}, status=201)


@csrf_exempt
@require_POST
def check_login(request):
    data = _body(request)
    account = Account.objects.filter(email=str(data.get("email", "")).lower()).first()
    if account is None:
        return JsonResponse({"ok": False}, status=401)
    ok = hmac.compare_digest(account.password_hash, _digest(str(data.get("password", ""))))
    return JsonResponse({"ok": ok}, status=200 if ok else 401)


def account_count(request):
    return JsonResponse({"accounts": Account.objects.count()})
