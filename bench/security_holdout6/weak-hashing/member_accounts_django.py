import hashlib
from dataclasses import dataclass
from typing import Optional

from django.apps import apps
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_POST

PASSWORD_PEPPER = getattr(settings, "ACCOUNT_PASSWORD_PEPPER", "")


@dataclass
class Credentials:
    email: str
    password: str


class PasswordHasher:
    def __init__(self, pepper: str = PASSWORD_PEPPER):
        self.pepper = pepper

    def digest(self, password: str) -> str:
        return hashlib.sha1((self.pepper + password).encode("utf-8")).hexdigest()

    def matches(self, password: str, stored: str) -> bool:
        return self.digest(password) == stored


class AccountService:
    def __init__(self, hasher: Optional[PasswordHasher] = None):
        self.hasher = hasher or PasswordHasher()
        self.model = apps.get_model("accounts", "Member")

    def register(self, creds: Credentials):
        return self.model.objects.create(
            email=creds.email.lower(),
            password_digest=self.hasher.digest(creds.password),
        )

    def authenticate(self, creds: Credentials):
        member = self.model.objects.filter(email=creds.email.lower()).first()
        if member and self.hasher.matches(creds.password, member.password_digest):
            return member
        return None


def _credentials(request) -> Credentials:
    return Credentials(
        email=request.POST.get("email", ""),
        password=request.POST.get("password", ""),
    )


@require_POST
def register_member(request):
    creds = _credentials(request)
    if len(creds.password) < 10:
        return JsonResponse({"error": "password too short"}, status=400)
    member = AccountService().register(creds)
    return JsonResponse({"id": member.pk}, status=201)


@require_POST
def login_member(request):
    member = AccountService().authenticate(_credentials(request))
    if member is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    return JsonResponse({"id": member.pk})
