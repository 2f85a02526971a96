import random

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import ApiKey


class KeyFactory:
    prefix = "ak_"

    def __init__(self, bits=128):
        self.bits = bits

    def generate(self):
        return self.prefix + "%032x" % random.getrandbits(self.bits)


@login_required
@require_POST
def create_api_key(request):
    label = request.POST.get("label", "default")[:40]
    key = KeyFactory().generate()
    ApiKey.objects.create(user=request.user, label=label, key=key)
    return JsonResponse({"label": label, "key": key})
