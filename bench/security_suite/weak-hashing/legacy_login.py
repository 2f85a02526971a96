import hashlib

from django.http import JsonResponse

from legacy.models import LegacyAccount


def legacy_login(request):
    account = LegacyAccount.objects.get(login=request.POST["login"])
    salted = (account.salt + request.POST["password"]).encode()
    digest = hashlib.sha1(salted).hexdigest()
    return JsonResponse({"ok": digest == account.password_hash})
