from django.contrib.auth.decorators import login_required
from django.contrib.auth.hashers import make_password
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from .models import ServiceAccount


@login_required
@require_POST
def password_update(request, account_id):
    new_password = request.POST.get("new_password", "")
    if len(new_password) < 12:
        return HttpResponseBadRequest("password too short")
    account = ServiceAccount.objects.get(pk=account_id, owner=request.user)
    account.password_hash = make_password(new_password)
    account.save(update_fields=["password_hash"])
    return JsonResponse({"updated": account.pk})
