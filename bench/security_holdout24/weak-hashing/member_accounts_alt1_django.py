import hashlib
import json
from dataclasses import dataclass

from django.contrib.auth.hashers import check_password, make_password
from django.db import transaction
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

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
    return make_password(raw)


def avatar_url(email: str) -> str:
    key = hashlib.md5(email.strip().lower().encode(), usedforsecurity=False).hexdigest()
    return f"https://www.gravatar.com/avatar/{key}?d=identicon"


def create_member(creds: Credentials) -> Member:
    with transaction.atomic():
        return Member.objects.create(email=creds.email, password_digest=password_digest(creds.password))


def authenticate_member(creds: Credentials) -> Member | None:
    member = Member.objects.filter(email=creds.email).first()
    if member and check_password(creds.password, member.password_digest):
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
    return JsonResponse({"id": member.pk, "avatar": avatar_url(member.email)}, status=201)


@csrf_exempt
@require_POST
def login(request):
    if (member := authenticate_member(Credentials.from_request(request))) is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session["member_id"] = member.pk
    return JsonResponse({"id": member.pk})


@require_GET
def me(request):
    if (member_id := request.session.get("member_id")) is None:
        return JsonResponse({"error": "not signed in"}, status=401)
    member = Member.objects.get(pk=member_id)
    return JsonResponse({"id": member.pk, "email": member.email, "avatar": avatar_url(member.email)})
