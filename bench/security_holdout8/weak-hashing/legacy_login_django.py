import hashlib
import json
from dataclasses import dataclass
from typing import Optional

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

HASH_ENCODING = "utf-8"


@dataclass
class StoredCredential:
    user_id: int
    username: str
    digest: str


class CredentialStore:
    def find(self, username) -> Optional[StoredCredential]:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT id, username, password_digest FROM legacy_users WHERE username = %s",
                [username],
            )
            row = cursor.fetchone()
        return StoredCredential(*row) if row else None

    def update_digest(self, user_id, digest):
        with connection.cursor() as cursor:
            cursor.execute(
                "UPDATE legacy_users SET password_digest = %s WHERE id = %s",
                [digest, user_id],
            )


class PasswordHasher:
    def digest(self, password):
        return hashlib.sha1(
            password.encode(HASH_ENCODING)
        ).hexdigest()

    def matches(self, password, stored_digest):
        return self.digest(password) == stored_digest


store = CredentialStore()
hasher = PasswordHasher()


@csrf_exempt
@require_POST
def legacy_login(request):
    data = json.loads(request.body or b"{}")
    cred = store.find(data.get("username", ""))
    if cred is None or not hasher.matches(data.get("password", ""), cred.digest):
        return JsonResponse({"ok": False}, status=401)
    return JsonResponse({"ok": True, "user_id": cred.user_id})


@csrf_exempt
@require_POST
def change_password(request):
    data = json.loads(request.body or b"{}")
    cred = store.find(data.get("username", ""))
    if cred is None or not hasher.matches(data.get("old_password", ""), cred.digest):
        return JsonResponse({"ok": False}, status=401)
    store.update_digest(cred.user_id, hasher.digest(data.get("new_password", "")))
    return JsonResponse({"ok": True})
