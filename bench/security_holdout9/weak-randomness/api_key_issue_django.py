import random
import string

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import ApiKey

ALPHABET = string.ascii_letters + string.digits


@login_required
@require_POST
def create_api_key(request):
    label = request.POST.get("label", "default")[:40]
    key = "".join(random.choice(ALPHABET) for _ in range(40))
    ApiKey.objects.create(user=request.user, label=label, key=key)
    return JsonResponse({"label": label, "key": key}, status=201)
