import hashlib
import hmac
import json
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from members.models import Member


@dataclass
class Credentials:
    email: str
    password: str

    @classmethod
    def from_request(cls, request) -> "Credentials":
        data = json.loads(request.body or b"{}")
        return cls(email=data.get("email", "").lower(), password=data.get("password", ""))


def password_digest(raw: str) -> str:
    return hashlib.sha1(f"{settings.PASSWORD_PEPPER}{raw}".encode()).hexdigest()


def create_member(creds: Credentials) -> Member:
    with transaction.atomic():
        return Member.objects.create(email=creds.email, password_digest=password_digest(creds.password))


def authenticate_member(creds: Credentials) -> Member | None:
    member = Member.objects.filter(email=creds.email).first()
    if member and hmac.compare_digest(member.password_digest, password_digest(creds.password)):
        return member
    return None


@csrf_exempt
@require_POST
def register(request):
    creds = Credentials.from_request(request)
    if len(creds.password) < 10:
        return JsonResponse({"error": "password too short"}, status=400)
    if Member.objects.filter(email=creds.email).exists():
        return JsonResponse({"error": "email in use"}, status=409)
    member = create_member(creds)
    return JsonResponse({"id": member.pk}, status=201)


@csrf_exempt
@require_POST
def login(request):
    if (member := authenticate_member(Credentials.from_request(request))) is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session["member_id"] = member.pk
    return JsonResponse({"id": member.pk})
