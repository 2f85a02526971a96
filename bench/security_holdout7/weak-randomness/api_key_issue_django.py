import random

from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_POST

KEY_PREFIX = "sk_live_"


@login_required
@require_POST
def issue_api_key(request):
    label = request.POST.get("label", "default")[:40]
    secret = "%032x" % random.getrandbits(128)
    api_key = KEY_PREFIX + secret
    cache.set(f"apikey:{api_key}", {"user": request.user.pk, "label": label}, None)
    return JsonResponse({"label": label, "api_key": api_key}, status=201)
