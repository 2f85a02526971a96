import hashlib

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Member


class Credential:
    def __init__(self, raw, pepper=""):
        self.raw = raw
        self.pepper = pepper

    def encoded(self):
        material = "{}{}".format(self.pepper, self.raw)
        return hashlib.sha1(material.encode("utf-8")).hexdigest()


@require_POST
def signup(request):
    fields = {k: request.POST.get(k, "") for k in ("email", "password")}
    if len(fields["password"]) < 8:
        return JsonResponse({"error": "password too short"}, status=400)
    Member.objects.create(email=fields["email"], password_hash=Credential(fields["password"]).encoded())
    return JsonResponse({"ok": True})
