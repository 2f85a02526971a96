import hashlib
import hmac
from dataclasses import dataclass
from typing import Optional

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

MIN_PASSWORD_LENGTH = 10


@dataclass
class Account:
    id: int
    username: str
    password_digest: str


class PasswordHasher:
    def digest(self, password: str) -> str:
        return hashlib.sha1(password.encode("utf-8")).hexdigest()

    def matches(self, password: str, digest: str) -> bool:
        return hmac.compare_digest(self.digest(password), digest)


class AccountService:
    def __init__(self, hasher: Optional[PasswordHasher] = None):
        self.hasher = hasher or PasswordHasher()

    def find(self, username: str) -> Optional[Account]:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT id, username, password_digest FROM legacy_accounts WHERE username = %s",
                [username],
            )
            row = cursor.fetchone()
        return Account(*row) if row else None

    def change_password(self, account: Account, new_password: str) -> None:
        with connection.cursor() as cursor:
            cursor.execute(
                "UPDATE legacy_accounts SET password_digest = %s WHERE id = %s",
                [self.hasher.digest(new_password), account.id],
            )

    def authenticate(self, username: str, password: str) -> Optional[Account]:
        account = self.find(username)
        if account and self.hasher.matches(password, account.password_digest):
            return account
        return None


@csrf_exempt
@require_POST
def change_password(request):
    service = AccountService()
    account = service.authenticate(request.POST.get("username", ""), request.POST.get("current", ""))
    if account is None:
        return JsonResponse({"error": "invalid credentials"}, status=403)
    new_password = request.POST.get("new", "")
    if len(new_password) < MIN_PASSWORD_LENGTH:
        return JsonResponse({"error": "password too short"}, status=400)
    service.change_password(account, new_password)
    return JsonResponse({"status": "updated"})
