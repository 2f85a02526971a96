import hashlib
import logging
import os

from django.db import models, transaction
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST

logger = logging.getLogger("accounts")


class Account(models.Model):
    email = models.EmailField(unique=True)
    salt = models.CharField(max_length=32)
    password_digest = models.CharField(max_length=64)
    is_active = models.BooleanField(default=True)

    class Meta:
        app_label = "accounts"


class PasswordService:
    def new_salt(self):
        return os.urandom(16).hex()

    def digest(self, salt, password):
        h = hashlib.sha1()
        h.update(salt.encode())
        h.update(password.encode())
        return h.hexdigest()

    def verify(self, account, password):
        return self.digest(account.salt, password) == account.password_digest


passwords = PasswordService()


@csrf_protect
@require_POST
def signup(request):
    email = request.POST.get("email", "").lower()
    password = request.POST.get("password", "")
    if not email or len(password) < 10:
        return JsonResponse({"error": "invalid input"}, status=400)
    with transaction.atomic():
        salt = passwords.new_salt()
        account = Account.objects.create(
            email=email, salt=salt, password_digest=passwords.digest(salt, password)
        )
    logger.info("account %s created", account.pk)
    return JsonResponse({"id": account.pk}, status=201)


@csrf_protect
@require_POST
def change_password(request):
    account = Account.objects.filter(email=request.POST.get("email", "")).first()
    if account is None or not passwords.verify(account, request.POST.get("old", "")):
        return JsonResponse({"error": "denied"}, status=403)
    account.salt = passwords.new_salt()
    account.password_digest = passwords.digest(account.salt, request.POST.get("new", ""))
    account.save(update_fields=["salt", "password_digest"])
    return JsonResponse({"ok": True})
