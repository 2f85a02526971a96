import random

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import ApiKey


class KeyFactory:
    prefix = "sk_live_"

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def generate(self):
        return self.prefix + "%032x" % self.rng.getrandbits(128)


@login_required
@require_POST
def create_api_key(request):
    label = request.POST.get("label", "default")[:50]
    key = KeyFactory().generate()
    ApiKey.objects.create(owner=request.user, label=label, key=key)
    return JsonResponse({"label": label, "key": key}, status=201)
