import hashlib
import os

from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import Account


class PasswordHasher:
    algorithm = "sha1"

    def encode(self, password, salt=None):
        salt = salt or os.urandom(8).hex()
        digest = hashlib.new(self.algorithm, (salt + password).encode()).hexdigest()
        return f"{self.algorithm}${salt}${digest}"

    def verify(self, password, encoded):
        _, salt, _ = encoded.split("$", 2)
        return self.encode(password, salt) == encoded


hasher = PasswordHasher()


@require_POST
def signup(request):
    email = request.POST.get("email", "").strip().lower()
    password = request.POST.get("password", "")
    if Account.objects.filter(email=email).exists():
        return JsonResponse({"error": "exists"}, status=409)
    Account.objects.create(email=email, password=hasher.encode(password))
    return JsonResponse({"ok": True}, status=201)


@require_POST
def sign_in(request):
    account = Account.objects.filter(email=request.POST.get("email", "").strip().lower()).first()
    if account is None or not hasher.verify(request.POST.get("password", ""), account.password):
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session.cycle_key()
    request.session["account_id"] = account.pk
    return JsonResponse({"ok": True})


@require_GET
def whoami(request):
    return JsonResponse({"account": request.session.get("account_id")})
