import hashlib
import hmac

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def password_digest(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def load_credentials(username):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT password_salt, password_hash FROM legacy_accounts WHERE username = %s",
            [username],
        )
        return cursor.fetchone()


class LegacyAuthenticator:
    def __init__(self, loader):
        self.loader = loader

    def check(self, username, password):
        row = self.loader(username)
        if row is None:
            return False
        salt, stored = row
        return hmac.compare_digest(password_digest(password, salt), stored)


authenticator = LegacyAuthenticator(load_credentials)


@require_POST
def legacy_login(request):
    ok = authenticator.check(request.POST.get("username", ""), request.POST.get("password", ""))
    if not ok:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session["legacy_user"] = request.POST.get("username")
    return JsonResponse({"ok": True})
