import json

from django.contrib.auth.decorators import login_required
from django.contrib.auth.hashers import make_password
from django.http import HttpResponseBadRequest, JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST

from accounts.models import RecoverySettings


@login_required
@require_POST
def set_recovery_phrase(request):
    try:
        phrase = str(json.loads(request.body)["phrase"])
    except (ValueError, KeyError, TypeError):
        return HttpResponseBadRequest("expected JSON with a phrase")
    settings = RecoverySettings.objects.get(user=request.user)
    settings.phrase_hash = make_password(phrase)
    settings.save(update_fields=["phrase_hash"])
    return JsonResponse({"saved": True})


urlpatterns = [path("account/recovery/", set_recovery_phrase)]
