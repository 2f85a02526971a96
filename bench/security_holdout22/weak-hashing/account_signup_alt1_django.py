import hashlib
import os
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from accounts.models import Member

ITERATIONS = 600_000


class PasswordRecord:
    def __init__(self, password):
        self.salt = os.urandom(16)
        self.digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), self.salt, ITERATIONS)

    def encoded(self):
        return "pbkdf2_sha256$%d$%s$%s" % (ITERATIONS, self.salt.hex(), self.digest.hex())


@require_POST
def signup(request):
    record = PasswordRecord(request.POST.get("password", ""))
    member = Member.objects.create(username=request.POST.get("username", ""), password_hash=record.encoded())
    return JsonResponse({"member": member.pk}, status=201)
