import hashlib
import hmac
import json

from django.db import IntegrityError
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from .models import Account

MIN_LENGTH = 10


class PasswordHasher:
    def __init__(self, algorithm="sha256"):
        self.algorithm = algorithm

    def encode(self, password):
        digest = hashlib.new(self.algorithm, password.encode("utf-8")).hexdigest()
        return f"{self.algorithm}${digest}"

    def verify(self, password, encoded):
        return hmac.compare_digest(self.encode(password), encoded)


hasher = PasswordHasher()


def _payload(request):
    try:
        return json.loads(request.body)
    except ValueError:
        return None


@require_POST
def signup(request):
    data = _payload(request)
    if not data or not data.get("email") or len(data.get("password", "")) < MIN_LENGTH:
        return HttpResponseBadRequest("email and a password of 10+ characters required")
    try:
        account = Account.objects.create(
            email=data["email"].lower(), password_hash=hasher.encode(data["password"])
        )
    except IntegrityError:
        return JsonResponse({"error": "email already registered"}, status=409)
    return JsonResponse({"id": account.pk}, status=201)


@require_POST
def login(request):
    data = _payload(request) or {}
    account = Account.objects.filter(email=data.get("email", "").lower()).first()
    if account is None or not hasher.verify(data.get("password", ""), account.password_hash):
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session["account_id"] = account.pk
    return JsonResponse({"id": account.pk})


@require_POST
def change_password(request):
    data = _payload(request) or {}
    account = Account.objects.filter(pk=request.session.get("account_id")).first()
    if account is None or not hasher.verify(data.get("old", ""), account.password_hash):
        return JsonResponse({"error": "invalid credentials"}, status=401)
    if len(data.get("new", "")) < MIN_LENGTH:
        return HttpResponseBadRequest("password too short")
    account.password_hash = hasher.encode(data["new"])
    account.save(update_fields=["password_hash"])
    return JsonResponse({"changed": True})
