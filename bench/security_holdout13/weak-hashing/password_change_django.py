from django.contrib.auth.decorators import login_required
from django.contrib.auth.hashers import check_password, make_password
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import LegacyAccount

MIN_LENGTH = 12


@login_required
@require_POST
def change_password(request):
    account = LegacyAccount.objects.get(user=request.user)
    current = request.POST.get("current_password", "")
    new = request.POST.get("new_password", "")
    if not check_password(current, account.password_hash):
        return JsonResponse({"error": "current password is wrong"}, status=400)
    if len(new) < MIN_LENGTH:
        return JsonResponse({"error": f"use at least {MIN_LENGTH} characters"}, status=400)
    account.password_hash = make_password(new)
    account.save(update_fields=["password_hash"])
    return JsonResponse({"changed": True})
