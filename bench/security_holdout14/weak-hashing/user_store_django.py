import hashlib
import os

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_POST

from .models import Member

MIN_LENGTH = 10


class MemberCredentials:
    def __init__(self, member):
        self.member = member

    @staticmethod
    def _digest(salt, password):
        return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()

    def set_password(self, password):
        salt = os.urandom(8).hex()
        self.member.password_salt = salt
        self.member.password_hash = self._digest(salt, password)
        self.member.save(update_fields=["password_salt", "password_hash"])

    def check(self, password):
        expected = self._digest(self.member.password_salt, password)
        return expected == self.member.password_hash


def _load_member(email):
    try:
        return Member.objects.get(email__iexact=email)
    except Member.DoesNotExist:
        return None


@csrf_protect
@require_POST
def change_password(request):
    member = _load_member(request.POST.get("email", ""))
    if member is None:
        return JsonResponse({"error": "unknown account"}, status=404)
    creds = MemberCredentials(member)
    if not creds.check(request.POST.get("current", "")):
        return JsonResponse({"error": "wrong password"}, status=403)
    new_password = request.POST.get("new", "")
    if len(new_password) < MIN_LENGTH:
        return JsonResponse({"error": "password too short"}, status=400)
    creds.set_password(new_password)
    return JsonResponse({"changed": True})


@csrf_protect
@require_POST
def login(request):
    member = _load_member(request.POST.get("email", ""))
    if member is None or not MemberCredentials(member).check(request.POST.get("password", "")):
        return JsonResponse({"error": "invalid credentials"}, status=401)
    request.session["member_id"] = member.pk
    return JsonResponse({"ok": True})
