import hashlib
import hmac
import json
from dataclasses import dataclass
from typing import Optional

from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

MIN_PASSWORD_LENGTH = 10


@dataclass
class StoredCredential:
    user_id: int
    digest: str


class CredentialStore:
    @staticmethod
    def digest(password: str) -> str:
        return hashlib.sha1(password.encode("utf-8")).hexdigest()

    def save(self, user_id: int, password: str) -> None:
        with connection.cursor() as cursor:
            cursor.execute(
                "UPDATE legacy_credentials SET digest = %s WHERE user_id = %s",
                [self.digest(password), user_id],
            )

    def load(self, username: str) -> Optional[StoredCredential]:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT user_id, digest FROM legacy_credentials WHERE username = %s",
                [username],
            )
            row = cursor.fetchone()
        return StoredCredential(*row) if row else None

    def verify(self, username: str, password: str) -> Optional[int]:
        cred = self.load(username)
        if cred and hmac.compare_digest(cred.digest, self.digest(password)):
            return cred.user_id
        return None


store = CredentialStore()


@method_decorator(csrf_exempt, name="dispatch")
class ChangePasswordView(View):
    def post(self, request):
        try:
            payload = json.loads(request.body)
        except json.JSONDecodeError:
            return HttpResponseBadRequest("invalid json")
        user_id = store.verify(
            payload.get("username", ""),
            payload.get("current_password", ""),
        )
        if user_id is None:
            return JsonResponse({"error": "invalid credentials"}, status=403)
        new_password = payload.get("new_password", "")
        if len(new_password) < MIN_PASSWORD_LENGTH:
            return HttpResponseBadRequest("password too short")
        store.save(user_id, new_password)
        return JsonResponse({"status": "updated"})
