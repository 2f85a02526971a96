import base64
import hashlib
import hmac
import json
import os
from dataclasses import dataclass
from typing import Optional

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

SCRYPT_N = 2 ** 15
SCRYPT_R = 8
SCRYPT_P = 1
SALT_BYTES = 16


@dataclass
class StaffCredential:
    staff_id: int
    encoded: str


class ScryptHasher:
    def encode(self, password: str, salt: Optional[bytes] = None) -> str:
        salt = salt or os.urandom(SALT_BYTES)
        key = hashlib.scrypt(
            password.encode("utf-8"),
            salt=salt,
            n=SCRYPT_N,
            r=SCRYPT_R,
            p=SCRYPT_P,
            maxmem=64 * 1024 * 1024,
        )
        return "scrypt$" + base64.b64encode(salt).decode() + "$" + base64.b64encode(key).decode()

    def verify(self, password: str, encoded: str) -> bool:
        try:
            _, salt_b64, _ = encoded.split("$")
        except ValueError:
            return False
        candidate = self.encode(password, base64.b64decode(salt_b64))
        return hmac.compare_digest(candidate, encoded)


class StaffRepository:
    def by_login(self, login) -> Optional[StaffCredential]:
        with connection.cursor() as cursor:
            cursor.execute("SELECT id, password FROM staff WHERE login = %s", [login])
            row = cursor.fetchone()
        return StaffCredential(*row) if row else None

    def set_password(self, staff_id, encoded):
        with connection.cursor() as cursor:
            cursor.execute("UPDATE staff SET password = %s WHERE id = %s", [encoded, staff_id])


hasher = ScryptHasher()
repo = StaffRepository()


@csrf_exempt
@require_POST
def staff_login(request):
    data = json.loads(request.body or b"{}")
    cred = repo.by_login(data.get("login", ""))
    if cred is None or not hasher.verify(data.get("password", ""), cred.encoded):
        return JsonResponse({"ok": False}, status=401)
    return JsonResponse({"ok": True, "staff_id": cred.staff_id})


@csrf_exempt
@require_POST
def staff_set_password(request):
    data = json.loads(request.body or b"{}")
    cred = repo.by_login(data.get("login", ""))
    if cred is None or not hasher.verify(data.get("current", ""), cred.encoded):
        return JsonResponse({"ok": False}, status=401)
    if len(data.get("new", "")) < 12:
        return JsonResponse({"ok": False, "error": "too short"}, status=400)
    repo.set_password(cred.staff_id, hasher.encode(data["new"]))
    return JsonResponse({"ok": True})
