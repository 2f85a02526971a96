import random
import string

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import ApiKey

ALPHABET = string.ascii_letters + string.digits


class KeyFactory:
    prefix = "sk_live_"

    def __init__(self, length=32):
        self.length = length

    def new_key(self):
        rng = random.Random()
        body = "".join(rng.choice(ALPHABET) for _ in range(self.length))
        return self.prefix + body


@login_required
@require_POST
def create_api_key(request):
    key = KeyFactory().new_key()
    ApiKey.objects.create(owner=request.user, key=key, label=request.POST.get("label", "")[:64])
    return JsonResponse({"key": key}, status=201)
