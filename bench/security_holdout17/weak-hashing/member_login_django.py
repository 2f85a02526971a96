import base64
import hashlib
import hmac
import os

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Member

ITERATIONS = 600_000


class PasswordRecord:
    def __init__(self, salt: bytes, digest: bytes):
        self.salt = salt
        self.digest = digest

    @classmethod
    def create(cls, password: str):
        salt = os.urandom(16)
        return cls(salt, _derive(password, salt))

    @classmethod
    def parse(cls, stored: str):
        salt_b64, digest_b64 = stored.split("$", 1)
        return cls(base64.b64decode(salt_b64), base64.b64decode(digest_b64))

    def dump(self) -> str:
        return base64.b64encode(self.salt).decode() + "$" + base64.b64encode(self.digest).decode()

    def matches(self, password: str) -> bool:
        return hmac.compare_digest(self.digest, _derive(password, self.salt))


def _derive(password, salt):
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)


@require_POST
def register(request):
    username = request.POST.get("username", "").strip()
    password = request.POST.get("password", "")
    if not username or len(password) < 10:
        return JsonResponse({"error": "invalid input"}, status=400)
    record = PasswordRecord.create(password)
    Member.objects.create(username=username, password=record.dump())
    return JsonResponse({"created": username}, status=201)


@require_POST
def login(request):
    member = Member.objects.filter(username=request.POST.get("username", "")).first()
    supplied = request.POST.get("password", "")
    if member is None or not PasswordRecord.parse(member.password).matches(supplied):
        return JsonResponse({"ok": False}, status=401)
    request.session["member_id"] = member.pk
    return JsonResponse({"ok": True})
