import base64
import hashlib
import hmac
import os

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Account

ITERATIONS = 600_000


def encode_password(password, salt=None):
    salt = salt or os.urandom(16)
    derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    return "pbkdf2_sha256$%d$%s$%s" % (
        ITERATIONS,
        base64.b64encode(salt).decode(),
        base64.b64encode(derived).decode(),
    )


def check_password(password, encoded):
    _, iterations, salt_b64, _ = encoded.split("$")
    salt = base64.b64decode(salt_b64)
    candidate = encode_password(password, salt) if int(iterations) == ITERATIONS else ""
    return hmac.compare_digest(candidate, encoded)


@require_POST
def register(request):
    email = request.POST.get("email", "").strip().lower()
    password = request.POST.get("password", "")
    if len(password) < 10:
        return JsonResponse({"error": "password too short"}, status=400)
    Account.objects.create(email=email, password=encode_password(password))
    return JsonResponse({"email": email}, status=201)


@require_POST
def login(request):
    account = Account.objects.filter(email=request.POST.get("email", "").lower()).first()
    if account is None or not check_password(request.POST.get("password", ""), account.password):
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session["account_id"] = account.pk
    return JsonResponse({"ok": True})


def status(request):
    return JsonResponse({"authenticated": "account_id" in request.session})
