import random
import string

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from keys.models import ApiKey

ALPHABET = string.ascii_letters + string.digits


def _new_key(length=40):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@login_required
@require_POST
def issue_key(request):
    key = ApiKey.objects.create(owner=request.user, value=_new_key())
    return JsonResponse({"id": key.pk, "key": key.value}, status=201)
