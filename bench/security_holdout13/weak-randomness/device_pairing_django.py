import random

from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def make_code(digits):
    return str(random.randint(10 ** (digits - 1), 10 ** digits - 1))


@require_POST
def start_pairing(request):
    device = request.POST.get("device", "")
    kind = "long" if device.startswith("tv-") else "short"
    lengths = {"long": 8, "short": 6}
    code = make_code(lengths[kind])
    cache.set("pair:" + code, {"device": device, "user": request.user.pk}, 300)
    return JsonResponse({"code": code})
