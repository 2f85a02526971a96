from django.contrib.auth.hashers import check_password
from django.http import JsonResponse

from legacy.models import LegacyAccount


def legacy_login(request):
    account = LegacyAccount.objects.get(login=request.POST["login"])
    matches = check_password(request.POST["password"], account.password_hash)
    return JsonResponse({"ok": matches})
