import random

from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_POST

_rng = random.SystemRandom()


def make_code(digits):
    return "".join(_rng.choice("0123456789") for _ in range(digits))


@require_POST
def send_otp(request):
    channel = request.POST.get("channel", "")
    kind = "long" if channel == "email" else "short"
    lengths = {"long": 8, "short": 6}
    code = make_code(lengths[kind])
    cache.set("otp:%s" % request.user.pk, code, 300)
    return JsonResponse({"sent": True, "channel": kind})
